import MastodonAPI

/// Publishing posts with photos, through the outbox like every other write.
public protocol PublishingService: Sendable {
    /// Saves the post in the outbox (or finds the same post still waiting there from an earlier
    /// try, with its key and its photos already uploaded), sends it, and answers with the status.
    func publish(_ post: OutboxPost) async throws -> StatusEntity
}
