import FoundationEssentials
import Localisation

/// Short ages as feeds show them: "now", "5m", "2h", "3d", "6w", then a date.
package struct RelativeTimeFormatter {
    let now: Date

    package init(now: Date) {
        self.now = now
    }

    package func string(for date: Date?) -> String {
        guard let date else { return "" }
        let seconds = max(0, now.timeIntervalSince(date))
        switch seconds {
        case ..<60: return Strings.justNow
        case ..<3600: return Strings.ageMinutes(String(Int(seconds / 60)))
        case ..<86_400: return Strings.ageHours(String(Int(seconds / 3600)))
        case ..<(7 * 86_400): return Strings.ageDays(String(Int(seconds / 86_400)))
        case ..<(52 * 7 * 86_400): return Strings.ageWeeks(String(Int(seconds / (7 * 86_400))))
        default:
            // Beyond any four-digit year (or not a number at all) there is no day to name.
            let seconds = date.timeIntervalSince1970
            guard seconds.isFinite, abs(seconds) < 1e13 else { return "" }
            let day = Self.civilDate(daysSinceEpoch: Int((seconds / 86_400).rounded(.down)))
            return "\(Self.zeroPadded(day.year, width: 4))-\(Self.zeroPadded(day.month, width: 2))-\(Self.zeroPadded(day.day, width: 2))"
        }
    }

    /// `value` with zeros before it up to `width` characters, a minus sign counted among them.
    private static func zeroPadded(_ value: Int, width: Int) -> String {
        let digits = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        return sign + String(repeating: "0", count: max(0, width - digits.count - sign.count)) + digits
    }

    /// The UTC day of a count of days since 1970, in the proleptic Gregorian calendar the servers'
    /// dates are written in (Foundation's calendar turns Julian before 1582), after Howard
    /// Hinnant's algorithm. Any day a four-digit year can name works.
    static func civilDate(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// "5 min ago" style, for the status line.
    func phrase(for date: Date) -> String {
        let seconds = max(0, now.timeIntervalSince(date))
        switch seconds {
        case ..<60: return Strings.justNow
        case ..<3600: return Strings.minutesAgo(String(Int(seconds / 60)))
        case ..<86_400: return Strings.hoursAgo(String(Int(seconds / 3600)))
        default: return Strings.daysAgo(String(Int(seconds / 86_400)))
        }
    }
}
