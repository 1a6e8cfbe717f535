/// Module is responsible for __purpose__.
@MainActor
protocol __Module__ViewOutput: AnyObject {
    func didTriggerViewReadyEvent()
    func didTriggerBackEvent()
}
