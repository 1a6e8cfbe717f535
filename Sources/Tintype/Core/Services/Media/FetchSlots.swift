/// A few places for downloads at once: more would only slow each one down and keep a
/// scrolled-away row's picture ahead of the one now on screen. A waiter that is cancelled
/// leaves the queue.
package actor FetchSlots {
    private let limit: Int
    private var inUse = 0
    private var waiters: [(id: Int, continuation: CheckedContinuation<Bool, Never>)] = []
    private var nextWaiter = 0

    package init(limit: Int) {
        self.limit = limit
    }

    /// Waits for a place; false when the task was cancelled first (no place was taken).
    package func take() async -> Bool {
        if Task.isCancelled { return false }
        if inUse < limit {
            inUse += 1
            return true
        }
        let id = nextWaiter
        nextWaiter += 1
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiters.append((id, continuation))
            }
        } onCancel: {
            Task { await self.cancelWaiter(id) }
        }
    }

    package func give() {
        if waiters.isEmpty {
            inUse -= 1
        } else {
            // The place passes straight to the next waiter.
            waiters.removeFirst().continuation.resume(returning: true)
        }
    }

    private func cancelWaiter(_ id: Int) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume(returning: false)
    }
}
