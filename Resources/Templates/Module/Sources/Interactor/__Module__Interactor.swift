/// Module is responsible for __purpose__.
///
/// Holds only its dependencies and its task tracker: each request starts a task in `work` that
/// awaits a service for plain objects and reports on the main actor.
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
