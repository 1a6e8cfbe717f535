/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
protocol PostDetailViewInput: AnyObject {
    func setupInitialState()
    func update(with cellObjects: [PostDetailCellObject])
    func showTitle(_ title: String)
    func showStatus(_ status: StatusLineViewModel)
}
