import FoundationEssentials
import Tintype

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The writes waiting for the server, one atomically written file each, so a kill -9 or a dead
/// network loses none and, as each keeps its Idempotency-Key, sends none twice.
///
/// An item is on disk before any network call is made for it, and leaves only after the server
/// confirmed it (or the user took it back). Every Tintype process of the account shares the
/// folder: changes to it take a lock, and sending an item holds that item's own lock, so two
/// processes never send the same item at once. A file that cannot be read is set aside and
/// reported, never deleted.
public final class Outbox: Sendable {
    private let store: FileCache
    private let lock: FileLock
    private let changes = Broadcast<OutboxItem.Action>()

    public init(directory: URL, reportDamagedFile: @escaping @Sendable (URL) -> Void = { _ in }) {
        store = FileCache(directory: directory, maximumTotalBytes: .max, damagedFilePolicy: .setAside(report: reportDamagedFile))
        lock = FileLock(path: directory.appendingPathComponent("outbox.lock").path)
    }

    public var directory: URL { store.directory }

    /// What each item saved, changed or removed from now on, in this process, was for, while the
    /// caller listens: screens that show waiting writes read them again when theirs change.
    public func observeChanges() -> AsyncStream<OutboxItem.Action> {
        changes.observe()
    }

    /// Saves a new write and answers with the item that carries it.
    ///
    /// The last intent wins: a like, unlike, follow or unfollow replaces the earlier choices on
    /// the same target that are still waiting (one being sent now finishes first, and this one
    /// follows it). A post the same as one still waiting is that post, asked for again: it keeps
    /// the first item, its photos already uploaded and its key.
    @discardableResult
    public func enqueue(_ item: OutboxItem) throws -> OutboxItem {
        defer { changes.tell(item.action) }
        return try lock.withLock {
            let waiting = readItems().filter { $0.action.target == item.action.target && $0.rejection == nil }
            if case .post(let post) = item.action,
                let earlier = waiting.first(where: { Self.isSamePost($0.action, post) })
            {
                return earlier
            }
            if item.action.setsState {
                for earlier in waiting { try removeHoldingLock(earlier.id) }
            }
            try store.write(OutboxRecord.encode(item), for: item.id)
            return item
        }
    }

    /// Replaces the saved copy of an item, or saves it when there is none.
    public func save(_ item: OutboxItem) throws {
        try lock.withLock { try store.write(OutboxRecord.encode(item), for: item.id) }
        changes.tell(item.action)
    }

    /// Changes an item still in the outbox and answers with it; nil when it has left (confirmed
    /// by another process, taken back, or replaced by a later choice), and then nothing is written.
    @discardableResult
    public func update(id: String, _ change: (inout OutboxItem) -> Void) throws -> OutboxItem? {
        let changed: OutboxItem? = try lock.withLock {
            guard var item = readItem(id) else { return nil }
            change(&item)
            try store.write(OutboxRecord.encode(item), for: item.id)
            return item
        }
        if let changed { changes.tell(changed.action) }
        return changed
    }

    public func remove(id: String) throws {
        let removed = try lock.withLock {
            let item = readItem(id)
            try removeHoldingLock(id)
            return item
        }
        if let removed { changes.tell(removed.action) }
    }

    private func removeHoldingLock(_ id: String) throws {
        try store.remove(id)
        unlink(sendingLockPath(id))
    }

    private func sendingLockPath(_ id: String) -> String {
        directory.appendingPathComponent(id + ".sending").path
    }

    public func item(withId id: String) -> OutboxItem? {
        readItem(id)
    }

    /// Every item, oldest first: the order the user made them in.
    public func items() -> [OutboxItem] {
        readItems()
    }

    /// Holds the item's sending lock while `body` runs, so no other process sends it meanwhile;
    /// nil when another holds it now.
    public func whileNobodyElseSends<Value: Sendable>(_ id: String, _ body: @Sendable () async throws -> Value) async throws -> Value? {
        let sending = FileLock(path: sendingLockPath(id))
        guard let held = try sending.tryLock() else { return nil }
        defer { held.release() }
        return try await body()
    }

    private func readItem(_ id: String) -> OutboxItem? {
        guard let data = store.read(id) else { return nil }
        guard let item = OutboxRecord.decode(data) else {
            store.setAside(id)
            return nil
        }
        return item
    }

    private func readItems() -> [OutboxItem] {
        store.keys().compactMap(readItem).sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
    }

    private static func isSamePost(_ action: OutboxItem.Action, _ post: OutboxPost) -> Bool {
        guard case .post(let earlier) = action else { return false }
        let forget: (OutboxPost) -> OutboxPost = { post in
            var copy = post
            copy.photos = copy.photos.map { OutboxPost.Photo(path: $0.path, altText: $0.altText) }
            return copy
        }
        return forget(earlier) == forget(post)
    }
}
