/// Saves a draft a moment after the typing stops, so a paste is one write and a kill -9 loses
/// little: each change cancels the save still waiting and plans its own.
@MainActor
final class DraftAutosave {
    private let delay: Duration
    /// The save that waits for the typing to stop; a test awaits it rather than the clock.
    private(set) var pending: Task<Void, Never>?

    init(delay: Duration) {
        self.delay = delay
    }

    func schedule(_ save: @escaping @MainActor () -> Void) {
        pending?.cancel()
        pending = Task { [delay] in
            try? await Task.sleep(for: delay)
            guard !Task.isCancelled else { return }
            save()
        }
    }

    /// The draft is saved another way now (sent, closed, kept on exit).
    func cancel() {
        pending?.cancel()
    }
}
