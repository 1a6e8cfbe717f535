/// Waits, yielding to other tasks, until a condition holds or about ten seconds passed: a
/// machine busy beside the tests can hold a task back for seconds.
@MainActor
func eventually(_ condition: () -> Bool) async {
    for _ in 0..<1000 {
        if condition() { return }
        try? await Task.sleep(for: .milliseconds(10))
    }
}

/// The same, for a condition that must await (an actor's state).
@MainActor
func eventuallyAwaiting(_ condition: () async -> Bool) async {
    for _ in 0..<1000 {
        if await condition() { return }
        try? await Task.sleep(for: .milliseconds(10))
    }
}
