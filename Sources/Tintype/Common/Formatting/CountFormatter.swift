import Localisation

/// Compact counts: 999, 1.2k, 12k, 3.4M.
enum CountFormatter {
    static func string(for count: Int) -> String {
        let value = max(0, count)
        switch value {
        case ..<1000: return String(value)
        case ..<10_000: return Strings.thousands(trimmed(Double(value) / 1000))
        case ..<1_000_000: return Strings.thousands(String(value / 1000))
        default: return Strings.millions(trimmed(Double(value) / 1_000_000))
        }
    }

    private static func trimmed(_ value: Double) -> String {
        let tenths = Int(value * 10)  // round down, so 1999 is "1.9k" and never claims 2k
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10)\(Strings.decimalSeparator)\(tenths % 10)"
    }
}
