/// Module is responsible for choosing which signed-in account the app shows, or signing in to another.
@MainActor
public protocol AccountSwitcherModuleInput: AnyObject {
    /// Who hears what the module reports.
    func setModuleOutput(_ output: any AccountSwitcherModuleOutput)
}
