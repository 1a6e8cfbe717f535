extension AsyncStream where Element: Sendable {
    /// The values `keeping` makes of the source's, in order, until the source ends or the caller
    /// stops reading; `bufferingPolicy` says what a slow reader is left with.
    package static func relaying<Source: Sendable>(
        _ source: AsyncStream<Source>, bufferingPolicy: Continuation.BufferingPolicy = .unbounded,
        keeping: @escaping @Sendable (Source) -> Element?
    ) -> AsyncStream<Element> {
        let (relayed, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: bufferingPolicy)
        let relay = Task {
            for await value in source {
                if let kept = keeping(value) { continuation.yield(kept) }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in relay.cancel() }
        return relayed
    }
}
