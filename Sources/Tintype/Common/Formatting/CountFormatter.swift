import Localisation

/// Compact counts: 999, 1.2k, 12k, 3.4M.
enum CountFormatter {
    static func string(for count: Int) -> String {
        let value = max(0, count)
        switch value {
        case ..<1000: return String(value)
        case ..<10_000: return Strings.thousands(Tenths.string(value, per: 1000))
        case ..<1_000_000: return Strings.thousands(String(value / 1000))
        default: return Strings.millions(Tenths.string(value, per: 1_000_000))
        }
    }
}
