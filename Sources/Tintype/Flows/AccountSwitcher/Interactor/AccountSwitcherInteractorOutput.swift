/// Module is responsible for choosing which signed-in account the app shows, or signing in to another.
@MainActor
protocol AccountSwitcherInteractorOutput: AnyObject {
    /// The signed-in accounts by name, and which one opens by default.
    func didObtainAccounts(_ names: [String], defaultName: String?)
    /// The account book could not be read; the reason, worded.
    func didFailToObtainAccounts(_ reason: String)
}
