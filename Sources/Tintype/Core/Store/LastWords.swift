/// When a store last had its own word on each thing it keeps: a choice made, answered or refused,
/// an edit, a comment counted. The server's copy of a thing, asked for before that word, may
/// reach the store after it (a page slow to come, a saved copy read late) and must not undo it.
struct LastWords<Key: Hashable> {
    private var count = 0
    private var moments: [Key: StoreMoment] = [:]

    /// The moment to take as a request starts.
    var now: StoreMoment { StoreMoment(count: count) }

    /// The store's own word on the thing, from this moment on.
    mutating func record(on key: Key) {
        count += 1
        moments[key] = StoreMoment(count: count)
    }

    /// Whether what a request asked at `asked` brings of the thing is older than the store's word.
    func isOlder(_ asked: StoreMoment, on key: Key) -> Bool {
        moments[key].map { asked < $0 } ?? false
    }
}
