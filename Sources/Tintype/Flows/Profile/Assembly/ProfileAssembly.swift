/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure.
@MainActor
public struct ProfileAssembly {
    private let accountService: any AccountService
    private let followService: any FollowService
    private let safetyService: any SafetyService
    private let mediaService: any MediaService
    private let relationshipStore: RelationshipStore
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(
        accountService: any AccountService, followService: any FollowService, safetyService: any SafetyService,
        mediaService: any MediaService, relationshipStore: RelationshipStore, moduleFactory: any ModuleFactory, context: ModuleContext
    ) {
        self.relationshipStore = relationshipStore
        self.safetyService = safetyService
        self.accountService = accountService
        self.followService = followService
        self.mediaService = mediaService
        self.moduleFactory = moduleFactory
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any ProfileModuleInput) {
        let interactor = ProfileInteractor(
            accountService: accountService, followService: followService, safetyService: safetyService, mediaService: mediaService,
            relationshipStore: relationshipStore)
        let router = ProfileRouter(moduleFactory: moduleFactory)
        let presenter = ProfilePresenter(
            interactor: interactor, router: router, cellObjectFactory: ProfileCellObjectFactory(),
            context: context)
        let view = ProfileView()
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
