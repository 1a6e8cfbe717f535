/// Module is responsible for __purpose__.
///
/// Holds only its dependencies and its task tracker: each request starts a task in `work` that
/// awaits a service for plain objects and reports on the main actor, as
/// `work.request(for: self, { [service] in try await service.obtain… }, then: { $0.output?.didObtain…($1) },
/// failed: { $0.output?.didFailToObtain…($1) })`: nothing is told once the module has closed.
@MainActor
final class __Module__Interactor: __Module__InteractorInput {
    weak var output: (any __Module__InteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()

    isolated deinit {
        cancelAllRequests()
    }

    func cancelAllRequests() {
        work.cancelAll()
    }
}
