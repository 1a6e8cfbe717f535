/// Module is responsible for the tab bar and the tabs under it.
@MainActor
protocol RootViewInput: AnyObject {
    /// Makes one navigation stack per tab, each in the frame under the tab bar.
    func setupInitialState(tabCount: Int)
    /// Shows the tab's stack where it was left and hides the others.
    func showTab(at index: Int)
    /// The tabs, which one is in front, their counts, and the account.
    func showTabBar(_ model: TabBarViewModel)
    /// What is open, in the terminal's own title.
    func showTerminalTitle(_ title: String)
}
