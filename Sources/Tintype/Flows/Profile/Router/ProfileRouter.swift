/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
@MainActor
final class ProfileRouter: ProfileRouterInput {
    weak var transitionHandler: (any TransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func openPostDetailModule(postId: String, moduleOutput: any PostDetailModuleOutput) {
        let module = moduleFactory.makePostDetailModule()
        module.input.configure(withPostId: postId)
        module.input.setModuleOutput(moduleOutput)
        transitionHandler?.openModule(module.view)
    }

    func openConversationModule(with conversation: Conversation) {
        let module = moduleFactory.makeConversationModule()
        module.input.configure(with: conversation)
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
