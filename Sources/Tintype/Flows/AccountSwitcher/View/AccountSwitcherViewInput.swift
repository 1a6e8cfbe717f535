/// Module is responsible for choosing which signed-in account the app shows, or signing in to another.
@MainActor
protocol AccountSwitcherViewInput: AnyObject {
    func setupInitialState()
    func showTitle(_ title: String, trailing: String)
    func showStatus(_ status: StatusLineViewModel)
    func showRows(_ rows: [AccountSwitcherRowViewModel], selected: Int)
}
