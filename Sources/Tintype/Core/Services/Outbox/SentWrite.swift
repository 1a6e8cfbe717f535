/// A post, comment or message the server confirmed: the outbox item it was, and what it became.
public struct SentWrite<Written: Sendable>: Sendable {
    public let queuedId: String
    public let written: Written

    package init(queuedId: String, written: Written) {
        self.queuedId = queuedId
        self.written = written
    }
}
