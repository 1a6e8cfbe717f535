@testable import Tintype
@testable import TintypeApp

/// What a stub service tells its listener of writes the outbox sent by itself.
struct SentWritesRelay<Written: Sendable> {
    private var listener: AsyncStream<SentWrite<Written>>.Continuation?

    var isListenedTo: Bool { listener != nil }

    mutating func listen() -> AsyncStream<SentWrite<Written>> {
        let (stream, continuation) = AsyncStream<SentWrite<Written>>.makeStream()
        listener = continuation
        return stream
    }

    func tell(_ item: OutboxItem, wentOutAs written: Written) {
        listener?.yield(SentWrite(queuedId: item.id, written: written))
    }
}
