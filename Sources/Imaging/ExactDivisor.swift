/// `(total + divisor / 2) / divisor` for totals of at most 255 a pixel, as a multiplication and a
/// shift: with `2^shift > 256 * divisor^2` the quotient is exact for every such total, and the
/// product stays within 64 bits while `shift` is at most 55. Divisors too large for that (a
/// picture shrunk a thousandfold each way) divide as usual.
struct ExactDivisor {
    let divisor: UInt64
    let multiplier: UInt64
    let shift: UInt64

    init(_ divisor: Int) {
        self.divisor = UInt64(max(1, divisor))
        let bits = UInt64(64 - (self.divisor - 1).leadingZeroBitCount)
        shift = 2 * bits + 9
        multiplier = shift <= 55 ? ((1 << shift) + self.divisor - 1) / self.divisor : 0
    }

    func roundedQuotient(_ total: UInt64) -> UInt64 {
        let numerator = total + divisor / 2
        return multiplier == 0 ? numerator / divisor : (numerator &* multiplier) >> shift
    }
}
