/// Module is responsible for a list of posts embedded in another module: paging, thumbnails, the
/// grid or the list, and every post as the store has it.
@MainActor
final class PostListRouter: PostListRouterInput {
    weak var transitionHandler: (any TransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func openPostDetailModule(postId: String, moduleOutput: any PostDetailModuleOutput) {
        PostDetailRoute(moduleFactory: moduleFactory).open(postId: postId, moduleOutput: moduleOutput, from: transitionHandler)
    }

    func openComposeModule() {
        ComposeRoute(moduleFactory: moduleFactory).open(from: transitionHandler)
    }

    func openProfileModule(accountId: String) {
        ProfileRoute(moduleFactory: moduleFactory).open(accountId: accountId, from: transitionHandler)
    }

    func openAccountListModule(source: AccountListSource) {
        AccountListRoute(moduleFactory: moduleFactory).open(source: source, from: transitionHandler)
    }
}
