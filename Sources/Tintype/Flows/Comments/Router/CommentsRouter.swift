/// Module is responsible for the thread under a post: reading it and writing into it.
@MainActor
final class CommentsRouter: CommentsRouterInput {
    weak var transitionHandler: (any TransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func openPostDetailModule(withPostId postId: String, moduleOutput: any PostDetailModuleOutput) {
        let module = moduleFactory.makePostDetailModule()
        module.input.configure(withPostId: postId)
        module.input.setModuleOutput(moduleOutput)
        transitionHandler?.openModule(module.view)
    }

    func openProfileModule(withAccountId accountId: String) {
        let module = moduleFactory.makeProfileModule()
        module.input.configure(withAccountId: accountId)
        transitionHandler?.openModule(module.view)
    }
}
