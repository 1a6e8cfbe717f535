/// Module is responsible for choosing which signed-in account the app shows, or signing in to another.
@MainActor
protocol AccountSwitcherInteractorOutput: AnyObject {
    func didObtainAccounts(_ names: [String], defaultName: String?)
    func didFailToObtainAccounts(_ reason: String)
}
