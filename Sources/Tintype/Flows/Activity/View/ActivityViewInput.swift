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
    /// The rows of the posts I liked.
    func updateLikedPosts(with cellObjects: [PostCellObject])
    /// These rows of both lists, already listed, as they now are; the others stay as drawn.
    func updateRows(_ activityRows: [NoticeGroupCellObject], likedPostRows: [PostCellObject])
    /// A line below a list's last row: loading, the end, or nothing.
    func showFooter(_ text: String?, in section: ActivitySection)
}
