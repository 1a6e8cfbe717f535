/// The clock of a list the server does not stream (likes, messages): it is fetched anew each
/// interval. An interactor runs it as one of its requests, so closing the module stops it.
struct RefreshClock: Sendable {
    /// How long between two refreshes.
    let interval: Duration
    /// How the clock waits; a test passes one it moves by hand.
    let sleep: @Sendable (Duration) async throws -> Void

    init(interval: Duration, sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }) {
        self.interval = interval
        self.sleep = sleep
    }

    /// How often ages ("5m", "updated 2 min ago") are brought up to date.
    static let agesInterval: Duration = .seconds(60)

    /// The clock a module's context sets: its interval, its way of waiting.
    init(context: ModuleContext) {
        self.init(interval: context.refreshInterval, sleep: context.sleep)
    }

    /// Calls `tick` once each interval until the task running it is cancelled.
    @MainActor
    func run(_ tick: @MainActor () -> Void) async {
        while !Task.isCancelled {
            try? await sleep(interval)
            guard !Task.isCancelled else { return }
            tick()
        }
    }
}
