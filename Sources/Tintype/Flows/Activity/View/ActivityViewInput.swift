/// Module is responsible for what happened to me (likes, comments, mentions, follows, boosts), and the posts I liked.
@MainActor
protocol ActivityViewInput: AnyObject {
    /// Builds what the view draws in before the first thing is shown.
    func setupInitialState()
    /// The title bar: what is shown, and the hint on its right.
    func showTitle(_ title: String, trailing: String)
    /// The status line: what is going on, or what went wrong.
    func showStatus(_ status: StatusLineViewModel)
    /// Which list is in front; each keeps its own selection and scroll.
    func showSection(_ section: ActivitySection)
    /// The rows of what happened to me, one a group of notices.
    func updateActivity(with cellObjects: [NoticeGroupCellObject])
    /// These rows, already listed, as they now are; the others stay as drawn.
    func updateRows(_ activityRows: [NoticeGroupCellObject])
    /// A line below the last row of what happened to me: loading, the end, or nothing.
    func showFooter(_ text: String?)
}
