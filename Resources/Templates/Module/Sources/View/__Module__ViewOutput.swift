/// Module is responsible for __purpose__.
@MainActor
protocol __Module__ViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// Esc: back to where the module was opened from.
    func didTriggerBackEvent()
}
