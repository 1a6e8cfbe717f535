/// A wait that ends when the test opens it, or at once for whoever comes after.
actor Gate {
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func wait() async throws {
        if !isOpen { await withCheckedContinuation { waiting.append($0) } }
        try Task.checkCancellation()
    }

    func open() {
        isOpen = true
        waiting.forEach { $0.resume() }
        waiting = []
    }
}
