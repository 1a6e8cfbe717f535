/// Module is responsible for who liked my posts, and the posts I liked.
@MainActor
final class LikesRouter: LikesRouterInput {
    weak var transitionHandler: (any TransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    /// Builds the module, configures it through its input, and only then shows it.
    func openPostDetailModule(postId: String, moduleOutput: any PostDetailModuleOutput) {
        let module = moduleFactory.makePostDetailModule()
        module.input.configure(withPostId: postId)
        module.input.setModuleOutput(moduleOutput)
        transitionHandler?.openModule(module.view)
    }

    func openProfileModule(accountId: String) {
        let module = moduleFactory.makeProfileModule()
        module.input.configure(withAccountId: accountId)
        transitionHandler?.openModule(module.view)
    }

    func openAccountListModule(source: AccountListSource) {
        let module = moduleFactory.makeAccountListModule()
        module.input.configure(withSource: source)
        transitionHandler?.openModule(module.view)
    }

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
