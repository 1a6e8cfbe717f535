import Foundation

@testable import Tintype
@testable import TintypeApp

@MainActor
final class SignInViewInputSpy: SignInViewInput {
    var didSetupInitialState = false
    var shownTitles: [String] = []
    var shownModels: [SignInViewModel] = []

    func setupInitialState() { didSetupInitialState = true }
    func showTitle(_ title: String, trailing: String) { shownTitles.append(title) }
    func show(_ model: SignInViewModel) { shownModels.append(model) }
}

@MainActor
final class SignInInteractorInputSpy: SignInInteractorInput {
    var begunInstances: [String] = []
    var completedCodes: [String] = []
    var openAgainRequests = 0
    var abandonRequests = 0
    var cancelRequests = 0

    func begin(instance: String) { begunInstances.append(instance) }
    func openPageAgain() { openAgainRequests += 1 }
    func complete(code: String, instance: String) { completedCodes.append(code) }
    func abandon() { abandonRequests += 1 }
    func cancelAllRequests() { cancelRequests += 1 }
}

@MainActor
final class SignInInteractorOutputSpy: SignInInteractorOutput {
    var pages: [SignInPage] = []
    var signedIn: [String] = []
    var failures: [String] = []

    func didBegin(_ page: SignInPage) { pages.append(page) }
    func didSignIn(accountName: String) { signedIn.append(accountName) }
    func didFail(_ reason: String) { failures.append(reason) }
}

@MainActor
final class SignInRouterInputSpy: SignInRouterInput {
    var closeRequests = 0

    func closeCurrentModule() { closeRequests += 1 }
}

@MainActor
final class SignInViewOutputSpy: SignInViewOutput {
    var readyEvents = 0
    var submitted: [String] = []
    var openPageEvents = 0
    var backEvents = 0

    func didTriggerViewReadyEvent() { readyEvents += 1 }
    func didTriggerSubmitEvent(_ text: String) { submitted.append(text) }
    func didTriggerOpenPageEvent() { openPageEvents += 1 }
    func didTriggerBackEvent() { backEvents += 1 }
}

@MainActor
final class SignInModuleOutputSpy: SignInModuleOutput {
    var signedIn: [String] = []
    var giveUps = 0

    func didSignIn(accountName: String) { signedIn.append(accountName) }
    func didGiveUpSigningIn() { giveUps += 1 }
}

/// A sign-in service that answers as told, and records what it was asked.
final class SignInServiceStub: SignInService, @unchecked Sendable {
    private let lock = NSLock()
    var beginResult: Result<SignInPage, any Error>
    var completeResult: Result<String, any Error>
    private(set) var abandoned = 0

    init(begin: Result<SignInPage, any Error>, complete: Result<String, any Error>) {
        beginResult = begin
        completeResult = complete
    }

    func begin(instance: String) async throws -> SignInPage { try lock.withLock { beginResult }.get() }
    func openPageInBrowser() -> Bool { true }
    func completeWhenTheBrowserReturns() async throws -> String {
        try lock.withLock { completeResult }.get()
    }
    func complete(code: String) async throws -> String { try lock.withLock { completeResult }.get() }
    func abandon() async { lock.withLock { abandoned += 1 } }
}
