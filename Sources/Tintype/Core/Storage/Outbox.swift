import Foundation

/// The writes waiting for the server, one atomically written file each, so a kill -9 or a dead
/// network loses none and, as each keeps its Idempotency-Key, sends none twice.
///
/// An item is on disk before any network call is made for it, and leaves only after the server
/// confirmed it (or the user discarded it).
public final class Outbox: Sendable {
    private let store: FileCache

    /// One folder per account: an item is only ever sent with the token that wrote it.
    public init(directory: URL) {
        store = FileCache(directory: directory, maximumTotalBytes: .max)
    }

    /// Saves an item durably, or replaces the saved copy of it.
    public func save(_ item: OutboxItem) throws {
        // Dates keep their sub-second part, which orders two writes made in the same second.
        try store.write(try JSONEncoder().encode(item), for: item.id)
    }

    public func remove(id: String) {
        store.remove(id)
    }

    public func item(withId id: String) -> OutboxItem? {
        store.read(id).flatMap(Self.decode)
    }

    /// Every item, oldest first: the order the user made them in.
    public func items() -> [OutboxItem] {
        store.keys().compactMap(item(withId:)).sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
    }

    private static func decode(_ data: Data) -> OutboxItem? {
        try? JSONDecoder().decode(OutboxItem.self, from: data)
    }
}
