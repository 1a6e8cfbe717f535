import FoundationEssentials
import Localisation
import TextBasics

/// Module is responsible for a mute or a report of an account: for how long, or why, with a word for the moderators.
///
/// The only stateful part of the module: the choice made, the option, and whether the report is
/// on its way. A mute is handed to the opener (it goes through the outbox like every change of
/// how two accounts stand); a report is sent from here and the form stays open until it has
/// arrived, so a refusal leaves the comment to send again.
@MainActor
final class SafetyFormPresenter: SafetyFormModuleInput, SafetyFormViewOutput, SafetyFormInteractorOutput {
    weak var view: (any SafetyFormViewInput)?
    private weak var moduleOutput: (any SafetyFormModuleOutput)?
    private let interactor: any SafetyFormInteractorInput
    private let router: any SafetyFormRouterInput
    private let context: ModuleContext
    private(set) var state = SafetyFormState()

    init(interactor: any SafetyFormInteractorInput, router: any SafetyFormRouterInput, context: ModuleContext) {
        self.interactor = interactor
        self.router = router
        self.context = context
    }

    // MARK: - SafetyFormModuleInput

    func configure(with subject: SafetyFormSubject) {
        state.subject = subject
    }

    func setModuleOutput(_ moduleOutput: any SafetyFormModuleOutput) {
        self.moduleOutput = moduleOutput
    }

    // MARK: - SafetyFormViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState()
        guard let subject = state.subject else { return }
        view?.showTitle(SafetyFormViewModelFactory.title(for: subject), trailing: Strings.safetyFormCancelHint)
        showForm()
        view?.showStatus(StatusLineViewModel(text: Strings.onlineStatus(context.instanceName)))
        if case .report = subject { interactor.obtainServerRules() }
    }

    /// Moves the choice down (`offset` 1) or up (-1), round from the last to the first.
    func didMoveChoice(by offset: Int) {
        switch state.subject {
        case .mute?:
            state.duration = Self.moved(state.duration, in: MuteDuration.allCases, by: offset)
        case .report?:
            state.reason = Self.moved(state.reason, in: state.reasons, by: offset)
        case nil: return
        }
        showForm()
    }

    func didTriggerToggleOptionEvent() {
        switch state.subject {
        case .mute?: state.hidesNotifications.toggle()
        case .report?:
            guard state.theirServer != nil else { return }
            state.forwardsToTheirServer.toggle()
        case nil: return
        }
        showForm()
    }

    func didTriggerConfirmEvent(comment: String) {
        switch state.subject {
        case .mute(let author)?:
            moduleOutput?.didChooseMute(ofAccountId: author.id, for: state.duration, hidingNotifications: state.hidesNotifications)
            router.closeCurrentModule()
        case .report(let author, let post)?:
            guard !state.isSending else { return }
            guard comment.count <= SafetyFormState.commentLimit else {
                view?.showStatus(
                    StatusLineViewModel(text: Strings.reportCommentTooLong(String(SafetyFormState.commentLimit)), tone: .error))
                return
            }
            state.isSending = true
            view?.showStatus(StatusLineViewModel(text: Strings.reportWaits, tone: .busy))
            interactor.performReport(
                ReportDraft(
                    accountId: author.id, postIds: post.map { [$0.id] } ?? [], reason: state.reason,
                    comment: comment.trimmed(), forwardsToTheirServer: state.forwardsToTheirServer))
        case nil: return
        }
    }

    func didTriggerBackEvent() {
        router.closeCurrentModule()
    }

    // MARK: - SafetyFormInteractorOutput

    func didObtainServerRules(_ rules: [ServerRule]) {
        state.rules = rules
        showForm()
    }

    func didPerformReport() {
        state.isSending = false
        if let author = state.subject?.author { moduleOutput?.didSendReport(about: author) }
        router.closeCurrentModule()
    }

    func didFailToPerformReport(_ problem: ConnectionProblem) {
        state.isSending = false
        view?.showStatus(StatusLineViewModel(text: Strings.reportFailed(context.explain(problem)), tone: .error))
    }

    // MARK: - Private

    private func showForm() {
        guard let viewModel = SafetyFormViewModelFactory.viewModel(for: state) else { return }
        view?.showForm(viewModel)
    }

    private static func moved<Choice: Equatable>(_ choice: Choice, in choices: [Choice], by offset: Int) -> Choice {
        guard !choices.isEmpty else { return choice }
        let index = choices.firstIndex(of: choice) ?? 0
        return choices[(index + offset % choices.count + choices.count) % choices.count]
    }
}
