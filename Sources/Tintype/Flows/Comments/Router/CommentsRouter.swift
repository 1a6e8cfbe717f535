/// Module is responsible for the thread under a post: reading it and writing into it.
@MainActor
final class CommentsRouter: CommentsRouterInput {
    weak var transitionHandler: (any TransitionHandler)?
    private let postDetailAssembly: PostDetailAssembly
    private let profileModuleFactory: ProfileModuleFactory?

    init(postDetailAssembly: PostDetailAssembly, profileModuleFactory: ProfileModuleFactory?) {
        self.postDetailAssembly = postDetailAssembly
        self.profileModuleFactory = profileModuleFactory
    }

    func openPostDetailModule(withPostId postId: String) {
        let module = postDetailAssembly.assembleModule()
        module.input.configure(withPostId: postId)
        transitionHandler?.openModule(module.view)
    }

    func openProfileModule(withAccountId accountId: String) -> Bool {
        guard let profileModuleFactory else { return false }
        transitionHandler?.openModule(profileModuleFactory(accountId))
        return true
    }
}
