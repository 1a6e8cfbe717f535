import Localisation

/// Module is responsible for the posts that quote one of mine, each opened as any post is.
///
/// The only stateful part of the module: which post is quoted, and how its title reads. The
/// posts are the embedded list's; a quote is taken back from its own screen (`X` there).
@MainActor
final class QuotesPresenter: QuotesModuleInput, QuotesViewOutput, QuotesInteractorOutput {
    weak var view: (any QuotesViewInput)?
    private let interactor: any QuotesInteractorInput
    private let router: any QuotesRouterInput
    private let context: ModuleContext
    private(set) var state = QuotesState()
    /// The quoting posts, embedded under the title.
    private lazy var posts = HostedPostList(
        wording: HostedPostList.Wording(loading: Strings.loadingPosts, loaded: Strings.quotesOnline),
        embed: { [weak self] in
            guard let self else { return }
            router.embedPostListModule(listing: .quotes(ofPostId: state.postId), moduleOutput: $0)
        }, now: context.now, showStatus: { [weak self] in self?.view?.showStatus($0) })

    init(interactor: any QuotesInteractorInput, router: any QuotesRouterInput, context: ModuleContext) {
        self.interactor = interactor
        self.router = router
        self.context = context
    }

    // MARK: - QuotesModuleInput

    func configure(withPostId postId: String) { state.postId = postId }

    // MARK: - QuotesViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState()
        view?.showTitle(Strings.quotesTitle, trailing: Strings.backHint)
        interactor.obtainQuotedCaption(ofPostId: state.postId)
        posts.load()
    }

    func didTriggerRefreshEvent() { posts.load() }

    func didTriggerBackEvent() { router.closeCurrentModule() }

    // MARK: - QuotesInteractorOutput

    func didObtainQuotedCaption(_ caption: String) {
        guard !caption.isEmpty else { return }
        view?.showTitle(Strings.quotesTitleOf(caption), trailing: Strings.backHint)
    }
}
