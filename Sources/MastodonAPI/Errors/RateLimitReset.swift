import FoundationEssentials
import TextBasics

/// When a rate-limited client may try again.
///
/// Servers say it in several ways, all read here: `Retry-After` as seconds or as an HTTP date (in
/// any of the three forms HTTP allows); `X-RateLimit-Reset` as an ISO 8601 time (Mastodon), as
/// epoch seconds or milliseconds, or as seconds from now; `RateLimit-Reset` as seconds from now.
/// Whatever is sent, the answer lies between now and a day from now: a value that is not finite,
/// negative or absurdly far never stops the app for good.
public enum RateLimitReset {
    public static let longestWait: TimeInterval = 24 * 3600

    public static func date(from headers: (String) -> String?, now: Date = Date()) -> Date? {
        guard let date = unclamped(from: headers, now: now) else { return nil }
        return clamp(date, now: now)
    }

    /// A date brought between now and the longest wait.
    public static func clamp(_ date: Date, now: Date) -> Date {
        let wait = date.timeIntervalSince(now)
        guard wait.isFinite else { return now.addingTimeInterval(wait > 0 ? longestWait : 0) }
        return now.addingTimeInterval(min(max(0, wait), longestWait))
    }

    private static func unclamped(from headers: (String) -> String?, now: Date) -> Date? {
        if let retryAfter = value(headers("Retry-After")) {
            if let seconds = Double(retryAfter) { return seconds.isFinite ? now.addingTimeInterval(seconds) : nil }
            if let date = HTTPDate.parse(retryAfter) { return date }
        }
        if let reset = value(headers("X-RateLimit-Reset")) {
            if let number = Double(reset) { return number.isFinite ? dateFromReset(number, now: now) : nil }
            if let date = MastodonDate.parse(reset) { return date }
        }
        if let reset = value(headers("RateLimit-Reset")), let seconds = Double(reset), seconds.isFinite {
            return now.addingTimeInterval(seconds)
        }
        return nil
    }

    /// A small number is seconds from now, a large one a time since 1970, in seconds or, past the
    /// year 33658, in milliseconds.
    private static func dateFromReset(_ number: Double, now: Date) -> Date {
        switch number {
        case ..<1_000_000_000: return now.addingTimeInterval(number)
        case ..<1_000_000_000_000: return Date(timeIntervalSince1970: number)
        default: return Date(timeIntervalSince1970: number / 1000)
        }
    }

    private static func value(_ header: String?) -> String? {
        guard let trimmed = header?.trimmed(), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}
