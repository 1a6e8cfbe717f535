import MastodonAPI

/// Boosts through the outbox facade: saved first, then sent in order with the other writes on the
/// post; a boost and the unboost after it never cross.
public struct BoostServiceImplementation: BoostService {
    private let writes: OutboxFacade

    public init(writes: OutboxFacade) {
        self.writes = writes
    }

    public func performBoost(postId: String) async throws -> StatusEntity {
        try await writes.queueAndSend(.boost(postId: postId))
    }

    public func performUnboost(postId: String) async throws -> StatusEntity {
        try await writes.queueAndSend(.unboost(postId: postId))
    }
}
