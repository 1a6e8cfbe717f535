import Foundation

/// When a rate-limited client may try again.
///
/// Mastodon sends `X-RateLimit-Reset` as an ISO 8601 time and no `Retry-After`; other servers send
/// epoch seconds, and `Retry-After` comes as seconds or as an HTTP date. All are read here.
public enum RateLimitReset {
    public static func date(from headers: (String) -> String?, now: Date = Date()) -> Date? {
        if let retryAfter = headers("Retry-After")?.trimmingCharacters(in: .whitespaces) {
            if let seconds = Int(retryAfter) { return now.addingTimeInterval(TimeInterval(max(0, seconds))) }
            if let date = httpDate(retryAfter) { return date }
        }
        if let reset = headers("X-RateLimit-Reset")?.trimmingCharacters(in: .whitespaces) {
            if let epoch = Double(reset) { return Date(timeIntervalSince1970: epoch) }
            if let date = MastodonDate.parse(reset) { return date }
        }
        return nil
    }

    private static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)
    }
}
