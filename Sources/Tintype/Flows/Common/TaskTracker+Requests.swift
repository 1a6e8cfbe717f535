extension TaskTracker {
    /// Starts a request on behalf of `owner` (an interactor), held weakly: its answer goes to
    /// `then`, the problem that stopped it to `failed` (none: a request that may fail unseen).
    /// Neither is called once the work was cancelled (the module closed, a newer request took the
    /// slot) or the owner is gone, so a closed screen is never told anything. A `lasting` request
    /// (what the person wrote, on its way) is not cancelled with the rest.
    @discardableResult
    func request<Owner: AnyObject & Sendable, Value>(
        for owner: Owner, inSlot slot: String? = nil, lasting: Bool = false,
        _ operation: @escaping @MainActor @Sendable () async throws -> Value,
        then deliver: @escaping @MainActor @Sendable (Owner, Value) -> Void,
        failed report: (@MainActor @Sendable (Owner, ConnectionProblem) -> Void)? = nil
    ) -> Task<Void, Never> {
        start(for: owner, inSlot: slot, lasting: lasting) { owner in
            do {
                let value = try await operation()
                owner().map { deliver($0, value) }
            } catch {
                guard let owner = owner() else { return }
                report?(owner, ConnectionProblemMapper.problem(from: error))
            }
        }
    }

    /// Starts work on behalf of `owner`, held weakly, that may tell it more than once (a stream
    /// of news): `owner()` gives it while the work goes on, nil once it was cancelled or the
    /// owner is gone.
    @discardableResult
    func start<Owner: AnyObject & Sendable>(
        for owner: Owner, inSlot slot: String? = nil, lasting: Bool = false,
        _ body: @escaping @MainActor @Sendable (_ owner: @escaping @Sendable () -> Owner?) async -> Void
    ) -> Task<Void, Never> {
        weak let held = owner
        let work: @MainActor @Sendable () async -> Void = {
            await body { Task.isCancelled ? nil : held }
        }
        if lasting { return startLasting(work) }
        return slot.map { start(inSlot: $0, work) } ?? start(work)
    }
}
