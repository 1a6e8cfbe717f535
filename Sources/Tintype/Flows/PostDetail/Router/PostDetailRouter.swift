/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
final class PostDetailRouter: PostDetailRouterInput {
    weak var transitionHandler: (any EmbeddingTransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func embedCommentsModule(forPostId postId: String, focusingCommentId: String?, moduleOutput: any CommentsModuleOutput) {
        let module = moduleFactory.makeCommentsModule()
        module.input.configure(withPostId: postId)
        if let focusingCommentId { module.input.configure(focusingCommentWithId: focusingCommentId) }
        module.input.setModuleOutput(moduleOutput)
        transitionHandler?.embedModule(module.view)
    }

    func openPostHistoryModule(postId: String) {
        let module = moduleFactory.makePostHistoryModule()
        module.input.configure(withPostId: postId)
        transitionHandler?.openModule(module.view)
    }

    /// A post opened from a post reports nothing back: a deletion there reaches this one through
    /// the store.
    func openPostDetailModule(postId: String) {
        PostDetailRoute(moduleFactory: moduleFactory).open(postId: postId, moduleOutput: nil, from: transitionHandler)
    }

    func openProfileModule(withAccountId accountId: String) {
        ProfileRoute(moduleFactory: moduleFactory).open(accountId: accountId, from: transitionHandler)
    }

    func openPhotoViewerModule(photos: [MediaItem], startingAt index: Int, isRevealed: Bool) {
        let module = moduleFactory.makePhotoViewerModule()
        module.input.configure(withPhotos: photos, startingAt: index, isRevealed: isRevealed)
        transitionHandler?.openModule(module.view)
    }

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }

    func openComposeModule(editingPostWithId postId: String, moduleOutput: any ComposeModuleOutput) {
        ComposeRoute(moduleFactory: moduleFactory).open(editingPostWithId: postId, moduleOutput: moduleOutput, from: transitionHandler)
    }

    func openQuotesModule(ofPostId postId: String) {
        QuotesRoute(moduleFactory: moduleFactory).open(ofPostId: postId, from: transitionHandler)
    }

    func openComposeModule(quoting post: Post) {
        ComposeRoute(moduleFactory: moduleFactory).open(quoting: post, from: transitionHandler)
    }

    func openSafetyFormModule(for subject: SafetyFormSubject, moduleOutput: any SafetyFormModuleOutput) {
        SafetyFormRoute(moduleFactory: moduleFactory).open(subject, moduleOutput: moduleOutput, from: transitionHandler)
    }
}
