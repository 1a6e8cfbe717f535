import Foundation

/// Tells every listener of each write the server confirmed, for as long as it listens.
final class ConfirmationBroadcast: @unchecked Sendable {
    // Guarded by `lock`: listeners come and go from any task.
    private var listeners: [UUID: AsyncStream<OutboxConfirmation>.Continuation] = [:]
    private let lock = NSLock()

    func observe() -> AsyncStream<OutboxConfirmation> {
        let (stream, continuation) = AsyncStream.makeStream(of: OutboxConfirmation.self, bufferingPolicy: .bufferingNewest(64))
        let listenerId = UUID()
        lock.withLock { listeners[listenerId] = continuation }
        continuation.onTermination = { [weak self] _ in
            self?.lock.withLock { self?.listeners[listenerId] = nil }
        }
        return stream
    }

    func tell(_ confirmation: OutboxConfirmation) {
        for listener in lock.withLock({ Array(listeners.values) }) { listener.yield(confirmation) }
    }
}
