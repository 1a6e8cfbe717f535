/// Module is responsible for a hashtag's photo posts as a grid.
@MainActor
protocol HashtagViewInput: AnyObject {
    /// Builds what the view draws in before the first thing is shown.
    func setupInitialState()
    /// The title bar: what is shown, and the hint on its right.
    func showTitle(_ title: String, trailing: String)
    /// The posts as tiles.
    func update(with cellObjects: [PostCellObject])
    /// The line under the tiles: loading, the end, nothing there; nil for none.
    func showFooter(_ text: String?)
    /// The status line: what is going on, or what went wrong.
    func showStatus(_ status: StatusLineViewModel)
}
