import Localisation

/// Module is responsible for __purpose__.
///
/// The only stateful part of the module: turns view events into interactor requests and router
/// calls, and interactor results into what the view shows.
@MainActor
final class __Module__Presenter: __Module__ModuleInput, __Module__ViewOutput, __Module__InteractorOutput {
    weak var view: (any __Module__ViewInput)?
    private let interactor: any __Module__InteractorInput
    private let router: any __Module__RouterInput
    private let context: ModuleContext
    private(set) var state = __Module__State()

    init(interactor: any __Module__InteractorInput, router: any __Module__RouterInput, context: ModuleContext) {
        self.interactor = interactor
        self.router = router
        self.context = context
    }

    // MARK: - __Module__ModuleInput

    func configureModule() {
        state.isConfigured = true
    }

    // MARK: - __Module__ViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState()
        view?.showTitle(__TitleText__, trailing: Strings.backHint)
        view?.showStatus(StatusLineViewModel(text: Strings.onlineStatus(context.instanceName)))
    }

    /// The module is freed once closed, and its interactor stops what it has under way then.
    func didTriggerBackEvent() {
        router.closeCurrentModule()
    }
}
