/// Module is responsible for the timelines besides Home: this server's own posts, every post it knows, and my lists.
@MainActor
protocol TimelineViewInput: AnyObject {
    /// Builds what the view draws in before the first thing is shown.
    func setupInitialState()
    /// The title bar: what is shown, and the hint on its right.
    func showTitle(_ title: String, trailing: String)
    /// The status line: what is going on, or what went wrong.
    func showStatus(_ status: StatusLineViewModel)
}
