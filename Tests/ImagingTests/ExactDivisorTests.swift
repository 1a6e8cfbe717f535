import Testing

@testable import Imaging

struct ExactDivisorTests {
    @Test func testThatSmallDivisorsGiveTheRoundedQuotientOfEveryTotal() {
        // given: every total a pixel's channels can add up to
        let divisors = 1...64
        // when
        let wrong = divisors.flatMap { divisor in
            (0...(255 * divisor)).filter { ExactDivisor(divisor).roundedQuotient(UInt64($0)) != UInt64(($0 + divisor / 2) / divisor) }
        }
        // then
        #expect(wrong.isEmpty)
    }

    @Test(arguments: [1_000, 4_095, 65_536, 8_388_607, 8_388_608, 8_388_609, 50_000_000])
    func testThatLargeDivisorsGiveTheRoundedQuotientAtTheEdges(divisor: Int) {
        // given: totals around each multiple's halfway point, and the largest
        let totals = [0, divisor / 2 - 1, divisor / 2, divisor + divisor / 2 - 1, divisor + divisor / 2, 255 * divisor - 1, 255 * divisor]
        // when
        let quotients = totals.map { ExactDivisor(divisor).roundedQuotient(UInt64($0)) }
        // then
        #expect(quotients == totals.map { UInt64(($0 + divisor / 2) / divisor) })
    }
}
