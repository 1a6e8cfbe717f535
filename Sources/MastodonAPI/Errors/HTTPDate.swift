import FoundationEssentials

/// The three forms of a date HTTP allows (RFC 9110 §5.6.7), always in GMT:
/// "Sun, 06 Nov 1994 08:49:37 GMT", the obsolete "Sunday, 06-Nov-94 08:49:37 GMT" and C's
/// asctime "Sun Nov  6 08:49:37 1994". Read by hand: a formatter would load ICU for three
/// fixed English layouts.
enum HTTPDate {
    static func parse(_ text: String) -> Date? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "-" }).dropFirst()
        guard words.count == 5 || words.count == 4 else { return nil }
        let fields = Array(words)
        let day: Int?
        let month: Int?
        let year: Int?
        let time: Substring
        if Int(fields[0]) != nil {
            guard fields.count == 5, fields[4] == "GMT" else { return nil }
            (day, month, year, time) = (Int(fields[0]), monthNumber(fields[1]), fullYear(fields[2]), fields[3])
        } else {
            guard fields.count == 4 else { return nil }
            (month, day, time, year) = (monthNumber(fields[0]), Int(fields[1]), fields[2], Int(fields[3]))
        }
        let clock = time.split(separator: ":").map { Int($0) }
        guard let day, let month, let year, (1...31).contains(day), clock.count == 3,
            let hour = clock[0], let minute = clock[1], let second = clock[2], hour < 24, minute < 60, second < 61
        else { return nil }
        let days = MastodonDate.daysSinceEpoch(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3600 + minute * 60 + second))
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private static func monthNumber(_ name: Substring) -> Int? {
        months.firstIndex(of: String(name)).map { $0 + 1 }
    }

    /// A two-digit year of the obsolete form is taken as the nearest past one, as the RFC asks.
    private static func fullYear(_ text: Substring) -> Int? {
        guard let year = Int(text) else { return nil }
        guard text.count == 2 else { return year }
        return year < 70 ? 2000 + year : 1900 + year
    }
}
