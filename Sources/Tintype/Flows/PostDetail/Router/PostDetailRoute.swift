/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
///
/// The way into a post from any module (the feed, a profile, Likes, a thread): built, configured
/// through its input, given the opener as its output, and only then shown.
@MainActor
struct PostDetailRoute {
    let moduleFactory: any ModuleFactory

    /// Opens the post over the module whose transition handler is given; its thread shows the
    /// comment named, selected. An opener with nothing to hear back gives no output.
    func open(
        postId: String, focusingCommentId: String? = nil, moduleOutput: (any PostDetailModuleOutput)?,
        from transitionHandler: (any TransitionHandler)?
    ) {
        let module = moduleFactory.makePostDetailModule()
        module.input.configure(withPostId: postId)
        if let focusingCommentId { module.input.configure(focusingCommentWithId: focusingCommentId) }
        if let moduleOutput { module.input.setModuleOutput(moduleOutput) }
        transitionHandler?.openModule(module.view)
    }
}
