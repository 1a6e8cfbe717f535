/// Module is responsible for finding people, hashtags and posts.
@MainActor
protocol ExploreViewInput: AnyObject {
    /// Builds what the view draws in before the first thing is shown.
    func setupInitialState()
    /// The title bar: what is shown, and the hint on its right.
    func showTitle(_ title: String, trailing: String)
    /// The search field's hint, shown while it is empty.
    func showSearchHint(_ hint: String, whileTyping: String)
    /// The results as rows, the selection on the first.
    func update(with cellObjects: [ExploreCellObject])
    /// These rows in place of those with the same ids; the others and the selection stay.
    func updateRows(_ cellObjects: [ExploreCellObject])
    /// The status line: what is going on, or what went wrong.
    func showStatus(_ status: StatusLineViewModel)
}
