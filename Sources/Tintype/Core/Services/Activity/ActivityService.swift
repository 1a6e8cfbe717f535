import MastodonAPI

/// Everything that happened to the signed-in account: likes, comments, mentions, follows, boosts.
public protocol ActivityService: Sendable {
    /// The newest notifications of the given server types (every type when empty), newest first.
    func obtainNewestNotifications(ofTypes types: [String]) async throws -> [NotificationEntity]
}
