/// Module is responsible for the tab bar and the tabs under it.
@MainActor
protocol RootRouterInput: AnyObject {
    /// Builds the first module of every tab and embeds each in its tab's slot.
    func embedTabModules(badgeOutput: any TabBadgeModuleOutput, openingComposer: Bool)
    /// Opens the signed-in accounts over the tab in front.
    func openAccountSwitcher(output: any AccountSwitcherModuleOutput)
    /// Closes the app: the first module of a tab was asked to close.
    func closeCurrentModule()
}
