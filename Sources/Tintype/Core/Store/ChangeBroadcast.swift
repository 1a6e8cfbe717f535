/// The readers of a store's changes: each hears every change told from the moment it started
/// reading, in order and none dropped, until it stops reading.
@MainActor
final class ChangeBroadcast<Change: Sendable> {
    private var readers: [Int: AsyncStream<Change>.Continuation] = [:]
    private var nextReader = 0

    nonisolated init() {}

    /// A new reader's changes; it is listening from this call on.
    func changes() -> AsyncStream<Change> {
        let (changes, continuation) = AsyncStream.makeStream(of: Change.self)
        let reader = nextReader
        nextReader += 1
        readers[reader] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.readers[reader] = nil }
        }
        return changes
    }

    /// How many readers are listening.
    var readerCount: Int { readers.count }

    func tell(_ change: Change) {
        for reader in readers.values { reader.yield(change) }
    }
}
