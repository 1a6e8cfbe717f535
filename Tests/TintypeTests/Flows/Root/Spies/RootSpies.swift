@testable import Tintype
@testable import TintypeApp

@MainActor
final class RootViewInputSpy: RootViewInput {
    var tabCount: Int?
    var shownTabs: [Int] = []
    var tabBars: [TabBarViewModel] = []

    func setupInitialState(tabCount: Int) { self.tabCount = tabCount }
    func showTab(at index: Int) { shownTabs.append(index) }
    func showTabBar(_ model: TabBarViewModel) { tabBars.append(model) }
    var terminalTitles: [String] = []
    func showTerminalTitle(_ title: String) { terminalTitles.append(title) }
}

@MainActor
final class RootInteractorInputSpy: RootInteractorInput {
    var accountRequests = 0
    func obtainCurrentAccount() { accountRequests += 1 }
}

@MainActor
final class RootInteractorOutputSpy: RootInteractorOutput {
    var accounts: [Author] = []
    func didObtainCurrentAccount(_ account: Author) { accounts.append(account) }
}

@MainActor
final class RootRouterInputSpy: RootRouterInput {
    var embedRequests = 0
    var closeRequests = 0
    var switcherOutputs: [any AccountSwitcherModuleOutput] = []
    var composerOpenings: [Bool] = []
    func embedTabModules(badgeOutput: any TabBadgeModuleOutput, openingComposer: Bool) {
        embedRequests += 1
        composerOpenings.append(openingComposer)
    }
    func openAccountSwitcher(output: any AccountSwitcherModuleOutput) { switcherOutputs.append(output) }
    func closeCurrentModule() { closeRequests += 1 }
}

@MainActor
final class RootViewOutputSpy: RootViewOutput {
    var readyEvents = 0
    var tabActions: [TabKeyMap.Action] = []
    var closeEvents = 0
    var keys = 0
    func didReceiveKey() { keys += 1 }
    func didTriggerViewReadyEvent() { readyEvents += 1 }
    func didTriggerTabAction(_ action: TabKeyMap.Action) { tabActions.append(action) }
    func didTriggerCloseEvent() { closeEvents += 1 }
}

@MainActor
final class RootTransitionHandlerSpy: RootTransitionHandler {
    var embedded: [(view: any ModuleView, tab: RootTab)] = []
    var openedViews: [any ModuleView] = []
    var closeRequests = 0
    func embedModule(_ view: any ModuleView, inTab tab: RootTab) { embedded.append((view, tab)) }
    func openModule(_ view: any ModuleView) { openedViews.append(view) }
    func closeCurrentModule() { closeRequests += 1 }
}

@MainActor
final class RootModuleOutputSpy: RootModuleOutput {
    var chosen: [String] = []
    var signInRequests = 0

    func didChooseAccount(named accountName: String) { chosen.append(accountName) }
    func didAskToSignIn() { signInRequests += 1 }
    var shownTabs: [RootTab] = []
    func didShowTab(_ tab: RootTab) { shownTabs.append(tab) }
}
