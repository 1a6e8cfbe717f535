/// Module is responsible for the pictures in a folder with their thumbnails, to add one to a post.
@MainActor
protocol PhotoPickerViewInput: AnyObject {
    /// Builds what the view draws in before the first thing is shown.
    func setupInitialState()
    /// The title bar: what is shown, and the hint on its right.
    func showTitle(_ title: String, trailing: String)
    /// The status line: what is going on, or what went wrong.
    func showStatus(_ status: StatusLineViewModel)
    /// The folder's entries; `selecting` the row to select (the folder just left), else the first.
    func update(with cellObjects: [PhotoFileCellObject], selecting index: Int?)
    /// The same entries with pictures that came since: the selection stays.
    func refresh(with cellObjects: [PhotoFileCellObject])
    /// A line under the entries (an empty folder says so), or nothing.
    func showFooter(_ text: String?)
}
