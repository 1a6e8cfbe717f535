import FoundationEssentials
import Synchronization

/// Tells every listener each value (a write the server confirmed, an upload's progress), for as
/// long as it listens; a slow listener keeps the newest values.
package final class Broadcast<Value: Sendable>: Sendable {
    // Listeners come and go from any task.
    private let listeners = Mutex<[UUID: AsyncStream<Value>.Continuation]>([:])

    package init() {}

    package func observe() -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .bufferingNewest(64))
        let listenerId = UUID()
        listeners.withLock { $0[listenerId] = continuation }
        continuation.onTermination = { [weak self] _ in
            self?.listeners.withLock { $0[listenerId] = nil }
        }
        return stream
    }

    package func tell(_ value: Value) {
        for listener in listeners.withLock({ Array($0.values) }) { listener.yield(value) }
    }
}
