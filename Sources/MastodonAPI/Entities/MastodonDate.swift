import FoundationEssentials

/// Parses the ISO 8601 timestamps Mastodon servers send ("2026-11-21T23:22:16.055561+00:00",
/// "2019-12-08T03:48:33.901Z", "2019-12-08T03:48:33Z").
///
/// Foundation's formatters stop at three fraction digits on some platforms and are slow for
/// thousands of posts, so this reads the fields by hand.
public enum MastodonDate {
    /// The timestamp as servers send it, for what is written back as they would have it.
    static func format(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: true).timeZone(separator: .omitted))
    }

    public static func parse(_ text: String) -> Date? {
        var bytes = Array(text.utf8)[...]
        guard let year = number(&bytes, digits: 4), consume(&bytes, "-"),
            let month = number(&bytes, digits: 2), consume(&bytes, "-"),
            let day = number(&bytes, digits: 2),
            consume(&bytes, "T") || consume(&bytes, "t") || consume(&bytes, " "),
            let hour = number(&bytes, digits: 2), consume(&bytes, ":"),
            let minute = number(&bytes, digits: 2)
        else { return nil }
        var second = 0
        var fraction = 0.0
        if consume(&bytes, ":") {
            guard let seconds = number(&bytes, digits: 2) else { return nil }
            second = seconds
            if consume(&bytes, ".") {
                var scale = 0.1
                while let byte = bytes.first, byte >= 0x30, byte <= 0x39 {
                    fraction += Double(byte - 0x30) * scale
                    scale /= 10
                    bytes.removeFirst()
                }
            }
        }
        var offsetSeconds = 0
        if consume(&bytes, "Z") || consume(&bytes, "z") {
            offsetSeconds = 0
        } else if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            bytes.removeFirst()
            guard let offsetHours = number(&bytes, digits: 2) else { return nil }
            _ = consume(&bytes, ":")
            let offsetMinutes = number(&bytes, digits: 2) ?? 0
            offsetSeconds = (offsetHours * 3600 + offsetMinutes * 60) * (sign == UInt8(ascii: "-") ? -1 : 1)
        }
        guard bytes.isEmpty, (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        let days = daysSinceEpoch(year: year, month: month, day: day)
        let seconds = Double(days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds) + fraction
        return Date(timeIntervalSince1970: seconds)
    }

    /// Days from 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func number(_ bytes: inout ArraySlice<UInt8>, digits: Int) -> Int? {
        guard bytes.count >= digits else { return nil }
        var value = 0
        for _ in 0..<digits {
            let byte = bytes.removeFirst()
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    private static func consume(_ bytes: inout ArraySlice<UInt8>, _ character: Unicode.Scalar) -> Bool {
        guard bytes.first == UInt8(ascii: character) else { return false }
        bytes.removeFirst()
        return true
    }
}
