/// Module is responsible for the thread under a post: reading it and writing into it.
@MainActor
protocol CommentsViewInput: AnyObject {
    func setupInitialState()
    func update(with cellObjects: [CommentCellObject], heading: String)
    /// A line beside the heading: loading, a failure, a kept draft.
    func showNotice(_ notice: StatusLineViewModel)
    func showComposer(_ composer: ComposerViewModel)
    /// The instance's limit, once it is known (the box opens with the usual one).
    func setComposerCharacterLimit(_ limit: Int)
    func hideComposer()
}
