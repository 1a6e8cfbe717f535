import Foundation

/// Tells every listener each value (a write the server confirmed, an upload's progress), for as
/// long as it listens; a slow listener keeps the newest values.
final class Broadcast<Value: Sendable>: @unchecked Sendable {
    // Guarded by `lock`: listeners come and go from any task.
    private var listeners: [UUID: AsyncStream<Value>.Continuation] = [:]
    private let lock = NSLock()

    func observe() -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .bufferingNewest(64))
        let listenerId = UUID()
        lock.withLock { listeners[listenerId] = continuation }
        continuation.onTermination = { [weak self] _ in
            self?.lock.withLock { self?.listeners[listenerId] = nil }
        }
        return stream
    }

    func tell(_ value: Value) {
        for listener in lock.withLock({ Array(listeners.values) }) { listener.yield(value) }
    }
}
