@testable import Tintype
@testable import TintypeApp

@MainActor
final class SafetyFormViewInputSpy: SafetyFormViewInput {
    var didSetupInitialState = false
    var shownTitles: [String] = []
    var shownStatuses: [StatusLineViewModel] = []
    var shownForms: [SafetyFormViewModel] = []

    func setupInitialState() { didSetupInitialState = true }
    func showTitle(_ title: String, trailing: String) { shownTitles.append(title) }
    func showStatus(_ status: StatusLineViewModel) { shownStatuses.append(status) }
    func showForm(_ viewModel: SafetyFormViewModel) { shownForms.append(viewModel) }
}

@MainActor
final class SafetyFormInteractorInputSpy: SafetyFormInteractorInput {
    var cancelRequests = 0
    var ruleRequests = 0
    var reports: [ReportDraft] = []

    func obtainServerRules() { ruleRequests += 1 }
    func performReport(_ draft: ReportDraft) { reports.append(draft) }
    func cancelAllRequests() { cancelRequests += 1 }
}

@MainActor
final class SafetyFormInteractorOutputSpy: SafetyFormInteractorOutput {
    var rules: [[ServerRule]] = []
    var reportsSent = 0
    var reportProblems: [ConnectionProblem] = []

    func didObtainServerRules(_ rules: [ServerRule]) { self.rules.append(rules) }
    func didPerformReport() { reportsSent += 1 }
    func didFailToPerformReport(_ problem: ConnectionProblem) { reportProblems.append(problem) }
}

@MainActor
final class SafetyFormRouterInputSpy: SafetyFormRouterInput {
    var closeRequests = 0

    func closeCurrentModule() { closeRequests += 1 }
}

@MainActor
final class SafetyFormViewOutputSpy: SafetyFormViewOutput {
    var readyEvents = 0
    var backEvents = 0
    var moves: [Int] = []
    var optionEvents = 0
    var confirmedComments: [String] = []

    func didTriggerViewReadyEvent() { readyEvents += 1 }
    func didMoveChoice(by offset: Int) { moves.append(offset) }
    func didTriggerToggleOptionEvent() { optionEvents += 1 }
    func didTriggerConfirmEvent(comment: String) { confirmedComments.append(comment) }
    func didTriggerBackEvent() { backEvents += 1 }
}

@MainActor
final class SafetyFormModuleInputSpy: SafetyFormModuleInput {
    var subjects: [SafetyFormSubject] = []
    var moduleOutputs: [any SafetyFormModuleOutput] = []

    func configure(with subject: SafetyFormSubject) { subjects.append(subject) }
    func setModuleOutput(_ moduleOutput: any SafetyFormModuleOutput) { moduleOutputs.append(moduleOutput) }
}

@MainActor
final class SafetyFormModuleOutputSpy: SafetyFormModuleOutput {
    var mutes: [(accountId: String, duration: MuteDuration, hidingNotifications: Bool)] = []
    var reportsSent: [Author] = []

    func didChooseMute(ofAccountId accountId: String, for duration: MuteDuration, hidingNotifications: Bool) {
        mutes.append((accountId, duration, hidingNotifications))
    }

    func didSendReport(about author: Author) { reportsSent.append(author) }
}
