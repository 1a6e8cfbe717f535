/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post.
@MainActor
protocol AccountListViewInput: AnyObject {
    func setupInitialState()
    func showTitle(_ title: String, trailing: String)
    func update(with cellObjects: [AccountCellObject])
    func showStatus(_ status: StatusLineViewModel)
    func showFooter(_ text: String?)
}
