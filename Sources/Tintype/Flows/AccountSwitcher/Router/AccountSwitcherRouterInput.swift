/// Module is responsible for choosing which signed-in account the app shows, or signing in to another.
@MainActor
protocol AccountSwitcherRouterInput: AnyObject {
    /// Goes back to the module below, freeing this one; on the first module of a tab, that quits.
    func closeCurrentModule()
}
