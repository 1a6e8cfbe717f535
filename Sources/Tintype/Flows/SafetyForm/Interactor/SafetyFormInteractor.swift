/// Module is responsible for a mute or a report of an account: for how long, or why, with a word for the moderators.
///
/// Holds only its dependencies and its task tracker: each request starts a task in `work` that
/// awaits a service and reports on the main actor. A mute is
/// not sent from here: the module that opened the form sends it, through the outbox.
@MainActor
final class SafetyFormInteractor: SafetyFormInteractorInput {
    weak var output: (any SafetyFormInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()
    private let safetyService: any SafetyService

    init(safetyService: any SafetyService) {
        self.safetyService = safetyService
    }

    isolated deinit {
        cancelAllRequests()
    }

    /// A server without rules, or one that does not say, leaves them out quietly.
    func obtainServerRules() {
        work.request(
            for: self, { [safetyService] in try await safetyService.obtainServerRules() },
            then: { owner, rules in if !rules.isEmpty { owner.output?.didObtainServerRules(rules) } })
    }

    func performReport(_ draft: ReportDraft) {
        work.request(
            for: self, { [safetyService] in try await safetyService.performReport(draft) },
            then: { owner, _ in owner.output?.didPerformReport() },
            failed: { $0.output?.didFailToPerformReport($1) })
    }

    func cancelAllRequests() {
        work.cancelAll()
    }
}
