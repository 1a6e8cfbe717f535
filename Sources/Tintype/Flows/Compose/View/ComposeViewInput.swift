/// Module is responsible for a new post: photos with their alt text, a caption, who may see it.
@MainActor
protocol ComposeViewInput: AnyObject {
    /// Builds what the view draws in before the first thing is shown.
    func setupInitialState()
    /// The title bar: what is shown, and the hint on its right.
    func showTitle(_ title: String, trailing: String)
    /// The status line: what is going on, or what went wrong.
    func showStatus(_ status: StatusLineViewModel)
    /// While the post to edit is on its way its words are not known: a locked form takes only
    /// Esc and `?`, so nothing typed is lost under the words when they come.
    func setFormLocked(_ locked: Bool)
    /// Puts the draft's words in the caption and content warning editors.
    func showText(caption: String, contentWarning: String)
    /// Everything else the form shows.
    func update(with viewModel: ComposeViewModel)
    /// The path being typed, completed as far as it is certain, and the names it may go on to.
    func showPathCompletion(_ completed: String, candidates: [String])
}
