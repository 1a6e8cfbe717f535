/// The work an interactor has started, awaitable as a whole.
///
/// Every request an interactor makes runs in a task started here, so whoever needs to know that
/// the work has settled (a test, before it checks what the output was told) awaits `idle()`
/// instead of polling the clock.
@MainActor
final class TaskTracker {
    /// The tasks under way; each leaves when it ends, so a screen that starts thousands (a
    /// thumbnail per row scrolled past) keeps none of them.
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextId = 0
    /// The task each named slot holds: starting another in the slot cancels it.
    private var slots: [String: Int] = [:]
    /// Tasks `cancelAll` leaves running: what the person wrote, on its way.
    private var lasting: Set<Int> = []

    /// How many tasks are under way.
    var count: Int { tasks.count }

    /// Starts `operation` on the main actor and keeps its task until it ends.
    @discardableResult
    func start(_ operation: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
        let id = nextId
        nextId += 1
        // The task cannot run before this returns (both are on the main actor), so it is in
        // `tasks` before it can take itself out.
        let task = Task { [weak self] in
            await operation()
            self?.finish(id)
        }
        tasks[id] = task
        return task
    }

    /// Starts `operation` in the slot, cancelling what the slot held: a newer load of the same
    /// thing (a chat fetched again) replaces the older one.
    @discardableResult
    func start(inSlot slot: String, _ operation: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
        if let previous = slots[slot] { tasks[previous]?.cancel() }
        let task = start(operation)
        slots[slot] = nextId - 1
        return task
    }

    /// Whether the slot's task is still under way.
    func isRunning(inSlot slot: String) -> Bool {
        slots[slot] != nil
    }

    /// Cancels the tasks of the slots picked (the rows that scrolled away); each leaves its slot
    /// at once, so the same work may start there again.
    func cancelSlots(where picks: (String) -> Bool) {
        for (slot, id) in slots where picks(slot) {
            tasks[id]?.cancel()
            slots[slot] = nil
        }
    }

    /// Starts work `cancelAll` leaves running (a message sent, a conversation left): the module
    /// may close while it goes, and what the person did still ends.
    @discardableResult
    func startLasting(_ operation: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
        let task = start(operation)
        lasting.insert(nextId - 1)
        return task
    }

    /// Cancels every task under way but the lasting ones (the module closes); each still leaves
    /// once it has ended.
    func cancelAll() {
        for (id, task) in tasks where !lasting.contains(id) { task.cancel() }
    }

    private func finish(_ id: Int) {
        tasks[id] = nil
        lasting.remove(id)
        if let slot = slots.first(where: { $0.value == id })?.key { slots[slot] = nil }
    }

    /// Returns when every task started so far, and every task those started, has ended.
    func idle() async {
        while let (id, task) = tasks.first {
            await task.value
            finish(id)
        }
    }
}
