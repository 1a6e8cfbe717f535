import MastodonAPI
import Tintype

/// One connection to one of the account's streams (`user`, `direct`), shared by every screen that
/// listens: it opens with the first listener and closes with the last. Without streaming (no transport for it, or
/// a server without it) listeners simply hear nothing, and their screens go on polling.
public actor StreamHub {
    private let streaming: MastodonStreaming?
    private let stream: MastodonStreaming.Stream
    private var listeners: [Int: AsyncStream<StreamingEvent>.Continuation] = [:]
    private var nextListener = 0
    private var connection: Task<Void, Never>?

    public init(streaming: MastodonStreaming?, stream: MastodonStreaming.Stream = .user) {
        self.streaming = streaming
        self.stream = stream
    }

    /// The stream's events from now on, until the caller stops reading.
    public func events() -> AsyncStream<StreamingEvent> {
        let (events, continuation) = AsyncStream<StreamingEvent>.makeStream(bufferingPolicy: .bufferingNewest(100))
        let listener = nextListener
        nextListener += 1
        listeners[listener] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeListener(listener) }
        }
        if connection == nil, let streaming {
            connection = Task { [weak self, stream] in
                for await update in streaming.updates(of: stream) {
                    guard case .event(let event) = update else { continue }
                    await self?.broadcast(event)
                }
                // The server has no streaming: listeners learn that nothing more will come.
                await self?.endListening()
            }
        }
        return events
    }

    /// A signal for each event the predicate picks, at most one waiting: for a screen that then
    /// fetches what is new itself.
    public func signals(where picks: @escaping @Sendable (StreamingEvent) -> Bool) -> AsyncStream<Void> {
        .relaying(events(), bufferingPolicy: .bufferingNewest(1)) { picks($0) ? () : nil }
    }

    /// The events `keeping` turns into a value, in order and none dropped, while the caller reads.
    public func events<Value: Sendable>(keeping: @escaping @Sendable (StreamingEvent) -> Value?) -> AsyncStream<Value> {
        .relaying(events(), keeping: keeping)
    }

    private func broadcast(_ event: StreamingEvent) {
        for listener in listeners.values { listener.yield(event) }
    }

    private func endListening() {
        let ended = listeners.values
        listeners.removeAll()
        connection = nil
        for listener in ended { listener.finish() }
    }

    private func removeListener(_ listener: Int) {
        listeners[listener] = nil
        if listeners.isEmpty {
            connection?.cancel()
            connection = nil
        }
    }
}
