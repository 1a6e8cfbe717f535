import FoundationEssentials
import TextBasics

/// A time to publish as a person types it, read in their own time zone: a length from now
/// ("30m", "2h", "3d", "1w", "in 2h"), a time of day ("18:30": today, or tomorrow once it has gone
/// by; "tomorrow 9:00"), or a day and a time ("2026-12-24 09:00").
public enum TypedTime {
    public enum Problem: Error, Equatable, Sendable {
        /// Not a time written in any of the ways above.
        case unreadable
        /// A time gone by.
        case past
        /// Too near for the server to hold the post back.
        case tooSoon
    }

    /// The time meant, checked to be far enough ahead for the server to hold the post back.
    public static func read(_ typed: String, now: Date, timeZone: TimeZone = .current) -> Result<Date, Problem> {
        guard let date = date(in: typed.trimmed().lowercased(), now: now, timeZone: timeZone) else {
            return .failure(.unreadable)
        }
        if date <= now { return .failure(.past) }
        return ScheduledTime.isFarEnough(date, now: now) ? .success(date) : .failure(.tooSoon)
    }

    private static func date(in text: String, now: Date, timeZone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        if let match = text.wholeMatch(of: /(?:in\s+)?([0-9]{1,4})\s*(m|min|h|d|w)/), let count = Int(match.1), count > 0 {
            let unit: TimeInterval =
                switch match.2 {
                case "m", "min": 60
                case "h": 3600
                case "d": 86_400
                default: 7 * 86_400
                }
            return now.addingTimeInterval(TimeInterval(count) * unit)
        }
        if let match = text.wholeMatch(of: /(tomorrow\s+)?([0-9]{1,2}):([0-9]{2})/) {
            guard let hour = Int(match.2), let minute = Int(match.3), hour < 24, minute < 60,
                let today = calendar.date(bySettingHour: hour, minute: minute, second: 0, of: now)
            else { return nil }
            let days = match.1 != nil || today <= now ? 1 : 0
            return calendar.date(byAdding: .day, value: days, to: today)
        }
        if let match = text.wholeMatch(of: /([0-9]{4})-([0-9]{2})-([0-9]{2})[ t]([0-9]{1,2}):([0-9]{2})/) {
            let parts = DateComponents(
                year: Int(match.1), month: Int(match.2), day: Int(match.3), hour: Int(match.4), minute: Int(match.5))
            guard let month = parts.month, (1...12).contains(month), let day = parts.day, (1...31).contains(day),
                let hour = parts.hour, hour < 24, let minute = parts.minute, minute < 60,
                let date = calendar.date(from: parts),
                // A day the month does not have (the 31st of April) is not moved to the next month.
                calendar.component(.day, from: date) == day
            else { return nil }
            return date
        }
        return nil
    }
}
