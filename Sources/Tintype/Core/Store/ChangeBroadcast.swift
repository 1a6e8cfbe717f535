/// The listeners of a store's changes: each is called with every change told from the moment it
/// started listening until it stops, in order, none dropped, in the same turn of the main actor
/// as the change, so every screen shows it before anything is drawn.
@MainActor
final class ChangeBroadcast<Change: Sendable> {
    private var listeners: [Int: @MainActor (Change) -> Void] = [:]
    private var nextListener = 0
    /// Changes a listener made while hearing one, told once that one has reached everybody.
    private var pending: [Change] = []
    private var isTelling = false

    nonisolated init() {}

    /// Calls `onChange` with each change told from now on; answers what `stopListening` takes.
    func listen(_ onChange: @escaping @MainActor (Change) -> Void) -> Int {
        let listener = nextListener
        nextListener += 1
        listeners[listener] = onChange
        return listener
    }

    func stopListening(_ listener: Int) {
        listeners[listener] = nil
    }

    /// How many are listening.
    var listenerCount: Int { listeners.count }

    func tell(_ change: Change) {
        pending.append(change)
        guard !isTelling else { return }
        isTelling = true
        defer { isTelling = false }
        while !pending.isEmpty {
            let next = pending.removeFirst()
            for listener in listeners.values { listener(next) }
        }
    }
}
