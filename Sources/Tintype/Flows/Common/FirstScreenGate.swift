/// At start the first screen's own request goes alone. What that screen does not show (the other
/// tabs' counts, the streams, who the account is, what an earlier run left in the outbox) waits
/// until the first screen has its answer, or until `patience` has passed, whichever comes first:
/// a new user's first frame then costs that one request and no more.
@MainActor
public final class FirstScreenGate {
    public private(set) var isOpen: Bool
    private let patience: Duration
    private var queued: [@MainActor () -> Void] = []
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var patienceTimer: Task<Void, Never>?

    nonisolated public init(patience: Duration = .seconds(1)) {
        self.patience = patience
        isOpen = false
    }

    private nonisolated init(openFromTheStart: Void) {
        patience = .zero
        isOpen = true
    }

    /// A gate nothing waits at: for a context whose first screen asks nothing first, and tests.
    nonisolated public static func alreadyOpen() -> FirstScreenGate {
        FirstScreenGate(openFromTheStart: ())
    }

    /// Runs `work` now if the first screen is served, else once it is.
    public func whenOpen(_ work: @escaping @MainActor () -> Void) {
        guard !isOpen else { return work() }
        queued.append(work)
        startPatienceTimer()
    }

    /// Returns once the first screen is served.
    public func waitUntilOpen() async {
        guard !isOpen else { return }
        startPatienceTimer()
        await withCheckedContinuation { waiters.append($0) }
    }

    /// The first screen has its answer (or has given up on it): whatever waits goes now, once.
    public func open() {
        guard !isOpen else { return }
        isOpen = true
        patienceTimer?.cancel()
        patienceTimer = nil
        let work = queued
        let continuations = waiters
        queued = []
        waiters = []
        work.forEach { $0() }
        continuations.forEach { $0.resume() }
    }

    private func startPatienceTimer() {
        guard patienceTimer == nil else { return }
        patienceTimer = Task { [weak self, patience] in
            try? await Task.sleep(for: patience)
            guard !Task.isCancelled else { return }
            self?.open()
        }
    }
}
