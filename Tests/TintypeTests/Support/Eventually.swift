/// Waits, yielding to other tasks, until a condition holds or about two seconds passed.
@MainActor
func eventually(_ condition: () -> Bool) async {
    for _ in 0..<200 {
        if condition() { return }
        try? await Task.sleep(for: .milliseconds(10))
    }
}
