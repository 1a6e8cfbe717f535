import MastodonAPI

/// Posts through the outbox: saved first, then sent with one Idempotency-Key for every attempt.
public struct PublishingServiceImplementation: PublishingService {
    private let outbox: Outbox
    private let delivery: OutboxDelivery

    public init(outbox: Outbox, delivery: OutboxDelivery) {
        self.outbox = outbox
        self.delivery = delivery
    }

    public func publish(_ post: OutboxPost) async throws -> StatusEntity {
        let item = try outbox.enqueue(OutboxItem(action: .post(post)))
        return try await delivery.send(item)
    }
}
