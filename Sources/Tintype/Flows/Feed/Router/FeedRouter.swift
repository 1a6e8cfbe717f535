/// Module is responsible for the home feed: the posts of the people the account follows.
@MainActor
final class FeedRouter: FeedRouterInput {
    weak var transitionHandler: (any TransitionHandler)?
    private let postDetailAssembly: PostDetailAssembly

    init(postDetailAssembly: PostDetailAssembly) {
        self.postDetailAssembly = postDetailAssembly
    }

    /// Builds the module, configures it through its input, and only then shows it.
    func openPostDetailModule(postId: String, moduleOutput: any PostDetailModuleOutput) {
        let module = postDetailAssembly.assembleModule()
        module.input.configure(withPostId: postId)
        module.input.setModuleOutput(moduleOutput)
        transitionHandler?.openModule(module.view)
    }

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
