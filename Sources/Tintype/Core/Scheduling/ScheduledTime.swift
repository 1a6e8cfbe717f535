import FoundationEssentials

/// The rules a post's time to publish follows on the way to the server.
public enum ScheduledTime {
    /// How far ahead a time must be for the server to hold the post back: Mastodon refuses a
    /// nearer one.
    public static let soonestLead: TimeInterval = 5 * 60

    /// Room for the request's own journey, so a time just far enough when sent is still so when
    /// it arrives.
    static let journey: TimeInterval = 30

    /// The time to send for a post asked for at `asked`: nil when that time has come (it is
    /// published now); a time the server would find too near is moved to the soonest it takes,
    /// since a post is better a little late than early.
    public static func sendingTime(for asked: Date, now: Date) -> Date? {
        guard asked > now else { return nil }
        return max(asked, now.addingTimeInterval(soonestLead + journey))
    }

    /// Whether a time the person typed is far enough ahead to be held back by the server.
    public static func isFarEnough(_ asked: Date, now: Date) -> Bool {
        asked.timeIntervalSince(now) >= soonestLead
    }
}
