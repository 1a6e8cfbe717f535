/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
final class PostDetailRouter: PostDetailRouterInput {
    weak var transitionHandler: (any EmbeddingTransitionHandler)?
    private let commentsAssembly: CommentsAssembly
    private let profileModuleFactory: ProfileModuleFactory?

    init(commentsAssembly: CommentsAssembly, profileModuleFactory: ProfileModuleFactory?) {
        self.commentsAssembly = commentsAssembly
        self.profileModuleFactory = profileModuleFactory
    }

    func embedCommentsModule(forPostId postId: String, moduleOutput: any CommentsModuleOutput) {
        let module = commentsAssembly.assembleModule()
        module.input.configure(withPostId: postId)
        module.input.setModuleOutput(moduleOutput)
        transitionHandler?.embedModule(module.view)
    }

    func openProfileModule(withAccountId accountId: String) -> Bool {
        guard let profileModuleFactory else { return false }
        transitionHandler?.openModule(profileModuleFactory(accountId))
        return true
    }

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
