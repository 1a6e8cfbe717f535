import Localisation
import TextBasics

/// Module is responsible for signing in to an instance, when Tintype has no account yet.
///
/// The only stateful part of the module: turns view events into interactor requests and router
/// calls, and interactor results into what the view shows.
@MainActor
final class SignInPresenter: SignInModuleInput, SignInViewOutput, SignInInteractorOutput {
    weak var view: (any SignInViewInput)?
    weak var output: (any SignInModuleOutput)?
    private let interactor: any SignInInteractorInput
    private let router: any SignInRouterInput
    private(set) var state = SignInState()

    init(interactor: any SignInInteractorInput, router: any SignInRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    // MARK: - SignInModuleInput

    func configureModule(output: any SignInModuleOutput) {
        self.output = output
    }

    // MARK: - SignInViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState()
        view?.showTitle(Strings.signInTitle, trailing: Strings.signInQuitHint)
        show()
    }

    func didTriggerSubmitEvent(_ text: String) {
        let trimmed = text.trimmed()
        switch state.stage {
        case .instance:
            state.instanceText = trimmed
            guard !trimmed.isEmpty else { return }
            state.error = nil
            state.stage = .starting(trimmed)
            interactor.begin(instance: trimmed)
        case .page(let page) where !page.waitsForBrowser:
            guard !trimmed.isEmpty else { return }
            state.error = nil
            state.stage = .finishing(page)
            interactor.complete(code: trimmed, instance: page.instance)
        default:
            return
        }
        show()
    }

    func didTriggerOpenPageEvent() {
        guard case .page(let page) = state.stage, page.waitsForBrowser else { return }
        interactor.openPageAgain()
    }

    func didTriggerBackEvent() {
        if state.stage == .instance {
            interactor.cancelAllRequests()
            guard let output else { return router.closeCurrentModule() }
            output.didGiveUpSigningIn()
            return
        }
        interactor.abandon()
        state.stage = .instance
        state.error = nil
        show()
    }

    // MARK: - SignInInteractorOutput

    func didBegin(_ page: SignInPage) {
        state.stage = .page(page)
        show()
    }

    func didSignIn(accountName: String) {
        output?.didSignIn(accountName: accountName)
    }

    func didFail(_ reason: String) {
        if case .finishing(let page) = state.stage, !page.waitsForBrowser {
            state.stage = .page(page)
        } else {
            state.stage = .instance
        }
        state.error = reason
        show()
    }

    // MARK: - Showing

    private func show() {
        view?.show(Self.viewModel(of: state))
    }

    static func viewModel(of state: SignInState) -> SignInViewModel {
        switch state.stage {
        case .instance:
            return SignInViewModel(
                lines: [Strings.signInExplanation],
                field: ComposerViewModel(
                    title: Strings.signInInstanceTitle, text: state.instanceText, characterLimit: nil, hint: Strings.signInInstanceHint),
                error: state.error)
        case .starting(let instance):
            return SignInViewModel(lines: [Strings.signingIn(instance)], error: state.error)
        case .page(let page):
            guard page.waitsForBrowser else {
                return SignInViewModel(
                    lines: [Strings.signInOpenAddress], address: page.address,
                    field: ComposerViewModel(title: Strings.signInCodeTitle, text: "", characterLimit: nil, hint: Strings.signInCodeHint),
                    error: state.error)
            }
            return SignInViewModel(
                lines: [Strings.signInOpenAddress, page.opened ? Strings.signInBrowserOpenedHere : Strings.signInWaitingHere],
                address: page.address, error: state.error)
        case .finishing(let page):
            return SignInViewModel(lines: [Strings.signInFinishing(page.instance)], address: page.address, error: state.error)
        }
    }
}
