import Localisation

/// A quantity in some unit to one decimal, rounded down so it never claims the next tenth (1,999
/// is "1.9" thousands), the decimal left out when it is 0, with the language's separator.
enum Tenths {
    static func string(_ value: Int, per unit: Int) -> String {
        // Whole units and the rest apart: `value * 10` would overflow near `Int.max`.
        let tenths = value / unit * 10 + value % unit * 10 / unit
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10)\(Strings.decimalSeparator)\(tenths % 10)"
    }
}
