/// How long a mute lasts: the lengths Mastodon's own apps offer, or for good.
public enum MuteDuration: Sendable, Equatable, CaseIterable {
    case forGood, hour, sixHours, day, threeDays, week

    /// The length the server is told, nil for good.
    public var seconds: Int? {
        switch self {
        case .forGood: nil
        case .hour: 3600
        case .sixHours: 6 * 3600
        case .day: 86400
        case .threeDays: 3 * 86400
        case .week: 7 * 86400
        }
    }
}
