import MastodonAPI

/// Follows through the outbox: saved first, then sent in order with the other writes.
public struct FollowServiceImplementation: FollowService {
    private let outbox: Outbox
    private let delivery: OutboxDelivery

    public init(outbox: Outbox, delivery: OutboxDelivery) {
        self.outbox = outbox
        self.delivery = delivery
    }

    public func performFollow(accountId: String) async throws -> RelationshipEntity {
        try await queueAndSend(.follow(accountId: accountId))
    }

    public func performUnfollow(accountId: String) async throws -> RelationshipEntity {
        try await queueAndSend(.unfollow(accountId: accountId))
    }

    private func queueAndSend(_ action: OutboxItem.Action) async throws -> RelationshipEntity {
        // The last choice on a post or an account replaces earlier ones still waiting.
        let item = try outbox.enqueue(OutboxItem(action: action))
        return try await delivery.sendFollow(item)
    }
}
