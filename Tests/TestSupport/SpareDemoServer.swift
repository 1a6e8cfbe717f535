import Foundation

/// The next plain demo server (in memory, HTTP), started while the test before it runs: Python
/// takes about a second to start mastodon-mock, which over the suite's 200-odd servers is minutes
/// of waiting. Each server still serves one test alone, fresh from its seed. Whatever is left
/// running when the test process ends is killed then.
enum SpareDemoServer {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var next: Task<DemoServer, any Error>?
    nonisolated(unsafe) private static var launched: [ObjectIdentifier: Process] = [:]
    nonisolated(unsafe) private static var isCleanupRegistered = false

    /// The spare started before, or one started now; another spare starts behind it.
    static func take() async throws -> DemoServer {
        let spare = lock.withLock {
            let taken = next
            next = Task { try await DemoServer.start() }
            return taken
        }
        if let spare, let server = try? await spare.value { return server }
        // A spare that failed to start says nothing of this one: it is started again here.
        return try await DemoServer.start()
    }

    /// Called for each server process as it starts and ends, so none outlives the tests.
    static func didLaunch(_ process: Process) {
        lock.withLock {
            launched[ObjectIdentifier(process)] = process
            guard !isCleanupRegistered else { return }
            isCleanupRegistered = true
            atexit { SpareDemoServer.killLeftovers() }
        }
    }

    static func didEnd(_ process: Process) {
        _ = lock.withLock { launched.removeValue(forKey: ObjectIdentifier(process)) }
    }

    private static func killLeftovers() {
        // Only a process still running: the number of one that ended may be another's by now.
        for process in lock.withLock({ launched.values }) where process.isRunning {
            kill(process.processIdentifier, SIGKILL)
        }
    }
}
