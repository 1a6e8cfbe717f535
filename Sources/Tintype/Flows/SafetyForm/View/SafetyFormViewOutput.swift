/// Module is responsible for a mute or a report of an account: for how long, or why, with a word for the moderators.
@MainActor
protocol SafetyFormViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// ↓ or ↑: the next or the previous choice.
    func didMoveChoice(by offset: Int)
    /// Ctrl-O: the option (notifications hidden too, a copy to their server) on or off.
    func didTriggerToggleOptionEvent()
    /// Enter: mute, or send the report with the comment written.
    func didTriggerConfirmEvent(comment: String)
    /// Esc: back to where the form was opened from, nothing done.
    func didTriggerBackEvent()
}
