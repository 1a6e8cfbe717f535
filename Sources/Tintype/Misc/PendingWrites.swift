import FoundationEssentials
import Synchronization

/// Saves to disk still under way, so the app can wait for them before it exits: a draft saved as
/// the app quits (Ctrl-C, SIGTERM, SIGHUP) must reach the disk before the process ends.
public final class PendingWrites: Sendable {
    private struct Writes {
        var tasks: [UUID: Task<Void, Never>] = [:]
        /// The last write of each file, which the next write of that file waits for.
        var lastWrites: [String: (id: UUID, task: Task<Void, Never>)] = [:]
    }

    private let writes = Mutex(Writes())

    public init() {}

    /// Runs `write` after the writes of the same `file` started before it, and keeps track of it
    /// until it ends: a draft saved on every key must not have an older save land after a newer one.
    public func track(file: String, _ write: @escaping @Sendable () async -> Void) {
        let id = UUID()
        writes.withLock { writes in
            let previous = writes.lastWrites[file]?.task
            let task = Task {
                await previous?.value
                await write()
                self.forget(id, file: file)
            }
            writes.tasks[id] = task
            writes.lastWrites[file] = (id, task)
        }
    }

    /// Waits for the writes of `file` started before this call: whatever replaces the file next
    /// (a post queued clears its draft) must not have an older save land after it.
    public func settle(file: String) async {
        let last = writes.withLock { $0.lastWrites[file]?.task }
        await last?.value
    }

    /// Waits for every write under way, up to `limit`: a stuck disk must not keep the app from
    /// quitting for good.
    public func finish(within limit: Duration = .seconds(3)) async {
        let waiting = writes.withLock { Array($0.tasks.values) }
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
        writes.withLock { writes in
            writes.tasks[id] = nil
            if writes.lastWrites[file]?.id == id { writes.lastWrites[file] = nil }
        }
    }
}

/// True the first time it is set, false every time after.
private final class LockedFlag: Sendable {
    private let isSet = Mutex(false)

    func set() -> Bool {
        isSet.withLock { isSet in
            defer { isSet = true }
            return !isSet
        }
    }
}
