import Foundation

/// Saves to disk still under way, so the app can wait for them before it exits: a draft saved as
/// the app quits (Ctrl-C, SIGTERM, SIGHUP) must reach the disk before the process ends.
public final class PendingWrites: @unchecked Sendable {
    private let lock = NSLock()
    private var tasks: [UUID: Task<Void, Never>] = [:]
    /// The last write of each file, which the next write of that file waits for.
    private var lastWrites: [String: (id: UUID, task: Task<Void, Never>)] = [:]

    public init() {}

    /// Runs `write` after the writes of the same `file` started before it, and keeps track of it
    /// until it ends: a draft saved on every key must not have an older save land after a newer one.
    public func track(file: String, _ write: @escaping @Sendable () async -> Void) {
        let id = UUID()
        lock.withLock {
            let previous = lastWrites[file]?.task
            let task = Task {
                await previous?.value
                await write()
                self.forget(id, file: file)
            }
            tasks[id] = task
            lastWrites[file] = (id, task)
        }
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

    private func forget(_ id: UUID, file: String) {
        lock.withLock {
            tasks[id] = nil
            if lastWrites[file]?.id == id { lastWrites[file] = nil }
        }
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
