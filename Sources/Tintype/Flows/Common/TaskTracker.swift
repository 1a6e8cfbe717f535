/// The work an interactor has started, awaitable as a whole.
///
/// Every request an interactor makes runs in a task started here, so whoever needs to know that
/// the work has settled (a test, before it checks what the output was told) awaits `idle()`
/// instead of polling the clock.
@MainActor
final class TaskTracker {
    private var tasks: [Task<Void, Never>] = []

    /// Starts `operation` on the main actor and keeps its task until `idle()` has seen it end.
    @discardableResult
    func start(_ operation: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
        tasks.removeAll { $0.isCancelled }
        let task = Task { await operation() }
        tasks.append(task)
        return task
    }

    /// Returns when every task started so far, and every task those started, has ended.
    func idle() async {
        while !tasks.isEmpty {
            let started = tasks
            tasks.removeAll()
            for task in started { await task.value }
        }
    }
}
