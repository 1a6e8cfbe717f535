import MastodonAPI

/// Posts through the outbox facade: saved first, then sent with one Idempotency-Key for every
/// attempt.
public struct PublishingServiceImplementation: PublishingService {
    private let writes: OutboxFacade

    public init(writes: OutboxFacade) {
        self.writes = writes
    }

    public func publish(_ post: OutboxPost) async throws -> StatusEntity {
        try await writes.queueAndSend(.post(post))
    }
}
