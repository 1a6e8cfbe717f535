/// Module is responsible for signing in to an instance, when Tintype has no account yet.
@MainActor
protocol SignInViewOutput: AnyObject {
    func didTriggerViewReadyEvent()
    /// The text of the field was sent (Enter).
    func didTriggerSubmitEvent(_ text: String)
    func didTriggerOpenPageEvent()
    func didTriggerBackEvent()
}
