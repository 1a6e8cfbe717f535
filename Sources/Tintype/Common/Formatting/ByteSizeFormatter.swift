import Localisation

/// Sizes of files counted in 1024s, as servers state their limits ("16 MB" is 16,777,216 bytes):
/// 512 bytes, 40 KB, 9.5 MB, 11 MB. A tenth is shown below ten units and is rounded down, so a
/// photo just over a limit never reads as the limit itself.
enum ByteSizeFormatter {
    static func string(for bytes: Int) -> String {
        let value = max(0, bytes)
        switch value {
        case ..<1024: return Strings.sizeInBytes(String(value))
        case ..<(1 << 20): return Strings.sizeInKilobytes(String(value >> 10))
        case ..<(1 << 30): return Strings.sizeInMegabytes(short(value, unit: 1 << 20))
        default: return Strings.sizeInGigabytes(short(value, unit: 1 << 30))
        }
    }

    private static func short(_ value: Int, unit: Int) -> String {
        value < 10 * unit ? Tenths.string(value, per: unit) : String(value / unit)
    }
}
