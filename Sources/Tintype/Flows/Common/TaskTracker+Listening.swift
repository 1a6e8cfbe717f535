extension TaskTracker {
    /// Calls `onChange` with each change the store tells, at once, until the work is cancelled
    /// (the module closes). No task waits for each change, so a like made on one screen is on
    /// every other one before the next frame is drawn.
    func listen<Store: ChangeTelling>(to store: Store, _ onChange: @escaping @MainActor @Sendable (Store.Change) -> Void) {
        let listening = start { await Self.untilCancelled() }
        let listener = store.listen { change in
            guard !listening.isCancelled else { return }
            onChange(change)
        }
        start {
            await listening.value
            store.stopListening(listener)
        }
    }

    private static func untilCancelled() async {
        let (cancelled, keepOpen) = AsyncStream.makeStream(of: Never.self)
        for await _ in cancelled {}
        keepOpen.finish()
    }
}
