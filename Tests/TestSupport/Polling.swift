import Foundation

/// Reads something again and again until it is what a test waits for, or the time is up: the one
/// way tests wait for a server, a terminal or a file, never a fixed sleep.
public enum Polling {
    /// How long a test waits for what must come: long enough for a machine busy beside the tests.
    public static let patience: TimeInterval = 30

    /// The last value read: the first one that met the condition, or the one read when the time
    /// was up, for the test to show in its failure.
    /// It runs on the caller's actor (`isolation`), so a test on the main actor reads its own state.
    public static func value<Value>(
        upTo timeout: TimeInterval = patience, every interval: Duration = .milliseconds(100),
        isolation: isolated (any Actor)? = #isolation, _ read: () async throws -> Value, until condition: (Value) -> Bool
    ) async throws -> Value {
        let deadline = Date().addingTimeInterval(timeout)
        var value = try await read()
        while !condition(value), Date() < deadline {
            try await Task.sleep(for: interval)
            value = try await read()
        }
        return value
    }

    /// Whether the condition came to hold before the time was up.
    public static func holds(
        upTo timeout: TimeInterval = patience, every interval: Duration = .milliseconds(100),
        isolation: isolated (any Actor)? = #isolation, _ condition: () async throws -> Bool
    ) async throws -> Bool {
        try await value(upTo: timeout, every: interval, isolation: isolation, condition, until: { $0 })
    }
}
