/// Module is responsible for who liked my posts, and the posts I liked.
@MainActor
protocol LikesViewInput: AnyObject {
    func setupInitialState()
    func showTitle(_ title: String, trailing: String)
    func showStatus(_ status: StatusLineViewModel)
    /// Which list is in front; each keeps its own selection and scroll.
    func showSection(_ section: LikesSection)
    func updateActivity(with cellObjects: [LikeGroupCellObject])
    func updateLikedPosts(with cellObjects: [PostCellObject])
    /// A line below a list's last row: loading, the end, or nothing.
    func showFooter(_ text: String?, in section: LikesSection)
}
