/// Module is responsible for the thread under a post: reading it and writing into it.
@MainActor
protocol CommentsViewInput: AnyObject {
    /// Builds what the view draws in before the first thing is shown.
    func setupInitialState()
    /// The thread's rows; a comment the server has just taken keeps its place under its new id.
    func update(with cellObjects: [CommentCellObject], heading: String, renamedIds: [String: String])
    /// Chooses a comment and brings it into view, as one just written.
    func selectComment(at index: Int)
    /// A line beside the heading: loading, a failure, a kept draft.
    func showNotice(_ notice: StatusLineViewModel)
    /// Opens the box to write in, with its title, text and hint.
    func showComposer(_ composer: ComposerViewModel)
    /// The instance's limit, once it is known (the box opens with the usual one).
    func setComposerCharacterLimit(_ limit: Int)
    /// Closes the box being written in.
    func hideComposer()
}
