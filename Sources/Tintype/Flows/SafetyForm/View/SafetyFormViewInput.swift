/// Module is responsible for a mute or a report of an account: for how long, or why, with a word for the moderators.
@MainActor
protocol SafetyFormViewInput: AnyObject {
    /// Builds what the view draws in before the first thing is shown.
    func setupInitialState()
    /// The title bar: what is shown, and the hint on its right.
    func showTitle(_ title: String, trailing: String)
    /// The status line: what is going on, or what went wrong.
    func showStatus(_ status: StatusLineViewModel)
    /// The form as it now is; a comment already written stays.
    func showForm(_ viewModel: SafetyFormViewModel)
}
