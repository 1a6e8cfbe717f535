/// Module is responsible for signing in to an instance, when Tintype has no account yet.
@MainActor
protocol SignInViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// The text of the field was sent (Enter).
    func didTriggerSubmitEvent(_ text: String)
    /// o: open the sign-in page in the browser again.
    func didTriggerOpenPageEvent()
    /// Esc: back to where the module was opened from.
    func didTriggerBackEvent()
}
