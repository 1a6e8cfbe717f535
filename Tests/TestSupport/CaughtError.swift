/// The error an async call throws, or nil when it returns.
public func caughtError(_ call: () async throws -> Void) async -> (any Error)? {
    do {
        try await call()
        return nil
    } catch {
        return error
    }
}
