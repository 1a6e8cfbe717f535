@testable import Tintype
@testable import TintypeApp

@MainActor
final class AccountSwitcherViewInputSpy: AccountSwitcherViewInput {
    var didSetupInitialState = false
    var shownTitles: [String] = []
    var shownStatuses: [StatusLineViewModel] = []
    var shownRows: [[AccountSwitcherRowViewModel]] = []
    var selections: [Int] = []

    func setupInitialState() { didSetupInitialState = true }
    func showTitle(_ title: String, trailing: String) { shownTitles.append(title) }
    func showStatus(_ status: StatusLineViewModel) { shownStatuses.append(status) }
    func showRows(_ rows: [AccountSwitcherRowViewModel], selected: Int) {
        shownRows.append(rows)
        selections.append(selected)
    }
}

@MainActor
final class AccountSwitcherInteractorInputSpy: AccountSwitcherInteractorInput {
    var obtainRequests = 0
    var cancelRequests = 0

    func obtainAccounts() { obtainRequests += 1 }
    func cancelAllRequests() { cancelRequests += 1 }
}

@MainActor
final class AccountSwitcherInteractorOutputSpy: AccountSwitcherInteractorOutput {
    var obtained: [[String]] = []
    var defaults: [String?] = []
    var failures: [String] = []

    func didObtainAccounts(_ names: [String], defaultName: String?) {
        obtained.append(names)
        defaults.append(defaultName)
    }
    func didFailToObtainAccounts(_ reason: String) { failures.append(reason) }
}

@MainActor
final class AccountSwitcherRouterInputSpy: AccountSwitcherRouterInput {
    var closeRequests = 0

    func closeCurrentModule() { closeRequests += 1 }
}

@MainActor
final class AccountSwitcherViewOutputSpy: AccountSwitcherViewOutput {
    var readyEvents = 0
    var moves: [Int] = []
    var chooseEvents = 0
    var backEvents = 0

    func didTriggerViewReadyEvent() { readyEvents += 1 }
    func didTriggerMoveEvent(by step: Int) { moves.append(step) }
    func didTriggerChooseEvent() { chooseEvents += 1 }
    func didTriggerBackEvent() { backEvents += 1 }
}

@MainActor
final class AccountSwitcherModuleInputSpy: AccountSwitcherModuleInput {
    var outputs: [any AccountSwitcherModuleOutput] = []

    func setModuleOutput(_ output: any AccountSwitcherModuleOutput) { outputs.append(output) }
}

@MainActor
final class AccountSwitcherModuleOutputSpy: AccountSwitcherModuleOutput {
    var chosen: [String] = []
    var signInRequests = 0

    func didChooseAccount(named accountName: String) { chosen.append(accountName) }
    func didAskToSignIn() { signInRequests += 1 }
}
