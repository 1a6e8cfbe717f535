import MastodonAPI

@testable import Tintype

/// What a stub service tells its listener of writes the outbox sent by itself.
struct SentWritesRelay {
    private var listener: AsyncStream<SentWrite>.Continuation?

    var isListenedTo: Bool { listener != nil }

    mutating func listen() -> AsyncStream<SentWrite> {
        let (stream, continuation) = AsyncStream<SentWrite>.makeStream()
        listener = continuation
        return stream
    }

    func tell(_ item: OutboxItem, wentOutAs status: StatusEntity) {
        listener?.yield(SentWrite(queuedId: item.id, status: status))
    }
}
