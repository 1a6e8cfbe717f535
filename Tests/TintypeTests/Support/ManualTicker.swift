import Foundation

/// A `sleep` for `ModuleContext` that a test moves by hand: each sleeper waits until `tick()`, and
/// the test can await the moment a sleeper starts waiting, so nothing depends on the wall clock.
final class ManualTicker: @unchecked Sendable {
    private let lock = NSLock()
    private var sleepers: [CheckedContinuation<Void, Never>] = []
    private var sleeperWaiters: [CheckedContinuation<Void, Never>] = []
    private var durations: [Duration] = []

    /// How long each sleeper asked to sleep, in order.
    var requestedDurations: [Duration] { lock.withLock { durations } }

    var sleep: @Sendable (Duration) async throws -> Void {
        { [self] duration in
            await withCheckedContinuation { continuation in
                let waiters = lock.withLock {
                    durations.append(duration)
                    sleepers.append(continuation)
                    defer { sleeperWaiters.removeAll() }
                    return sleeperWaiters
                }
                waiters.forEach { $0.resume() }
            }
        }
    }

    /// Returns once something is sleeping on this ticker.
    func waitForSleeper() async {
        await withCheckedContinuation { continuation in
            let alreadySleeping = lock.withLock {
                if sleepers.isEmpty { sleeperWaiters.append(continuation) }
                return !sleepers.isEmpty
            }
            if alreadySleeping { continuation.resume() }
        }
    }

    /// Wakes every sleeper.
    func tick() {
        let woken = lock.withLock {
            defer { sleepers.removeAll() }
            return sleepers
        }
        woken.forEach { $0.resume() }
    }

    /// Lets one interval pass: wakes the sleeper, and returns once it sleeps again.
    func passInterval() async {
        tick()
        await waitForSleeper()
    }
}
