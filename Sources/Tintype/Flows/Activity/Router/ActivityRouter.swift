/// Module is responsible for what happened to me (likes, comments, mentions, follows, boosts), and the posts I liked.
@MainActor
final class ActivityRouter: ActivityRouterInput {
    weak var transitionHandler: (any EmbeddingTransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func embedPostListModule(listing source: PostListSource, moduleOutput: any PostListModuleOutput) {
        PostListRoute(moduleFactory: moduleFactory).embed(
            listing: source, moduleOutput: moduleOutput, keysScreen: ActivityKeyMap.likedPostsScreen,
            hostKeys: ActivityKeyMap.keyMapAboveLikedPosts.keys, in: transitionHandler)
    }

    /// Builds the module, configures it through its input, and only then shows it.
    func openPostDetailModule(postId: String, focusingCommentId: String?, moduleOutput: any PostDetailModuleOutput) {
        PostDetailRoute(moduleFactory: moduleFactory).open(
            postId: postId, focusingCommentId: focusingCommentId, moduleOutput: moduleOutput, from: transitionHandler)
    }

    func openProfileModule(accountId: String) {
        ProfileRoute(moduleFactory: moduleFactory).open(accountId: accountId, from: transitionHandler)
    }

    func openAccountListModule(source: AccountListSource) {
        AccountListRoute(moduleFactory: moduleFactory).open(source: source, from: transitionHandler)
    }

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
