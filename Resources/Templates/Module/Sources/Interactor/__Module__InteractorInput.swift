/// Module is responsible for __purpose__.
@MainActor
protocol __Module__InteractorInput: AnyObject {
    /// Stops every request in flight, when the module closes.
    func cancelAllRequests()
}
