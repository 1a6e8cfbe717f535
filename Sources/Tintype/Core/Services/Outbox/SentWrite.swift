import MastodonAPI

/// A comment or a message the server confirmed: the outbox item it was, and the post it became.
public struct SentWrite: Sendable {
    public let queuedId: String
    public let status: StatusEntity
}
