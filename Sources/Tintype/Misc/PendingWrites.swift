import Foundation

/// Saves to disk still under way, so the app can wait for them before it exits: a draft saved as
/// the app quits (Ctrl-C, SIGTERM, SIGHUP) must reach the disk before the process ends.
public final class PendingWrites: @unchecked Sendable {
    private let lock = NSLock()
    private var tasks: [UUID: Task<Void, Never>] = [:]

    public init() {}

    /// Runs `write` and keeps track of it until it ends.
    public func track(_ write: @escaping @Sendable () async -> Void) {
        let id = UUID()
        let task = Task {
            await write()
            self.forget(id)
        }
        lock.withLock { tasks[id] = task }
    }

    /// Waits for every write under way, up to `limit`: a stuck disk must not keep the app from
    /// quitting for good.
    public func finish(within limit: Duration = .seconds(3)) async {
        let waiting = lock.withLock { Array(tasks.values) }
        let resumed = LockedFlag()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            // Whichever ends first resumes; a write still stuck then is left behind, not awaited.
            Task {
                for task in waiting { await task.value }
                if resumed.set() { continuation.resume() }
            }
            Task {
                try? await Task.sleep(for: limit)
                if resumed.set() { continuation.resume() }
            }
        }
    }

    private func forget(_ id: UUID) {
        _ = lock.withLock { tasks.removeValue(forKey: id) }
    }
}

/// True the first time it is set, false every time after.
private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false

    func set() -> Bool {
        lock.withLock {
            defer { isSet = true }
            return !isSet
        }
    }
}
