/// Module is responsible for the home feed: the posts of the people the account follows.
@MainActor
protocol FeedViewInput: AnyObject {
    func setupInitialState()
    func update(with cellObjects: [PostCellObject])
    func showTitle(_ title: String, subtitle: String)
    func showStatus(_ status: StatusLineViewModel)
    /// A line below the last post: loading, the end, or nothing.
    func showFooter(_ text: String?)
}
