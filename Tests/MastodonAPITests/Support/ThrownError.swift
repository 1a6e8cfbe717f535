/// The error a call throws, or nil when it returns.
func thrownError(_ call: () throws -> Any) -> (any Error)? {
    do {
        _ = try call()
        return nil
    } catch {
        return error
    }
}
