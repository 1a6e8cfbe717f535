import MastodonAPI

/// Likes through the outbox: saved first, then sent in order with the other writes.
public struct LikeServiceImplementation: LikeService {
    private let outbox: Outbox
    private let delivery: OutboxDelivery

    public init(outbox: Outbox, delivery: OutboxDelivery) {
        self.outbox = outbox
        self.delivery = delivery
    }

    public func performLike(postId: String) async throws -> StatusEntity {
        try await queueAndSend(.like(postId: postId))
    }

    public func performUnlike(postId: String) async throws -> StatusEntity {
        try await queueAndSend(.unlike(postId: postId))
    }

    private func queueAndSend(_ action: OutboxItem.Action) async throws -> StatusEntity {
        // The last choice on a post or an account replaces earlier ones still waiting.
        let item = try outbox.enqueue(OutboxItem(action: action))
        return try await delivery.send(item)
    }
}
