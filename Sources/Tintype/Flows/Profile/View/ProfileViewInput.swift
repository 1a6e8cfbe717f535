/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
@MainActor
protocol ProfileViewInput: AnyObject {
    /// Builds what the view draws in before the first thing is shown.
    func setupInitialState()
    /// The title bar: what is shown, and the hint on its right.
    func showTitle(_ title: String, trailing: String)
    /// Who the account is and how we stand, above the posts.
    func showHeader(_ header: ProfileHeaderCellObject)
    /// The status line: what is going on, or what went wrong.
    func showStatus(_ status: StatusLineViewModel)
}
