/// A small cache that forgets what was used longest ago once it holds more than `limit` entries.
/// Linear in its size, which is kept to tens: the pictures near the screen.
struct LeastRecentlyUsed<Key: Hashable, Value> {
    private var values: [Key: Value] = [:]
    private var order: [Key] = []
    let limit: Int

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    var count: Int { values.count }

    mutating func value(for key: Key) -> Value? {
        guard let value = values[key] else { return nil }
        touch(key)
        return value
    }

    /// Stores a value and returns the entries it pushed out.
    @discardableResult
    mutating func insert(_ value: Value, for key: Key) -> [(Key, Value)] {
        values[key] = value
        touch(key)
        var evicted: [(Key, Value)] = []
        while order.count > limit {
            let oldest = order.removeFirst()
            if let value = values.removeValue(forKey: oldest) { evicted.append((oldest, value)) }
        }
        return evicted
    }

    mutating func removeAll() {
        values.removeAll()
        order.removeAll()
    }

    private mutating func touch(_ key: Key) {
        if let index = order.firstIndex(of: key) { order.remove(at: index) }
        order.append(key)
    }
}
