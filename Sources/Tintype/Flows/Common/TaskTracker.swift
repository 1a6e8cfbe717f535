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
            self?.tasks[id] = nil
        }
        tasks[id] = task
        return task
    }

    /// Cancels every task under way (the module closes); each still leaves once it has ended.
    func cancelAll() {
        for task in tasks.values { task.cancel() }
    }

    /// Returns when every task started so far, and every task those started, has ended.
    func idle() async {
        while let (id, task) = tasks.first {
            await task.value
            tasks[id] = nil
        }
    }
}
