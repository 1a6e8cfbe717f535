/// Module is responsible for __purpose__.
///
/// Holds only its dependencies and the handles of requests in flight: each request starts a task
/// that awaits a service, maps entities to plain objects, and reports on the main actor.
@MainActor
final class __Module__Interactor: __Module__InteractorInput {
    weak var output: (any __Module__InteractorOutput)?
    private var tasks: [Task<Void, Never>] = []

    isolated deinit {
        cancelAllRequests()
    }

    func cancelAllRequests() {
        tasks.forEach { $0.cancel() }
        tasks.removeAll()
    }
}
