/// Module is responsible for the thread under a post: reading it and writing into it.
@MainActor
final class CommentsRouter: CommentsRouterInput {
    weak var transitionHandler: (any TransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func openPostDetailModule(withPostId postId: String, moduleOutput: any PostDetailModuleOutput) {
        PostDetailRoute(moduleFactory: moduleFactory).open(postId: postId, moduleOutput: moduleOutput, from: transitionHandler)
    }

    func openProfileModule(withAccountId accountId: String) {
        ProfileRoute(moduleFactory: moduleFactory).open(accountId: accountId, from: transitionHandler)
    }
}
