/// Module is responsible for choosing which signed-in account the app shows, or signing in to another.
@MainActor
protocol AccountSwitcherInteractorInput: AnyObject {
    /// Reads the signed-in accounts; the output hears of them or of why not.
    func obtainAccounts()
    /// Stops every request in flight, when the module closes.
    func cancelAllRequests()
}
