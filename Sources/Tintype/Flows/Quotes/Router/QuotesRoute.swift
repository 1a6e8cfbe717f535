/// Module is responsible for the posts that quote one of mine, each opened as any post is.
///
/// The way into the quotes of a post, from the post's own screen.
@MainActor
struct QuotesRoute {
    let moduleFactory: any ModuleFactory

    /// Opens the quotes of the post over the module whose transition handler is given.
    func open(ofPostId postId: String, from transitionHandler: (any TransitionHandler)?) {
        let module = moduleFactory.makeQuotesModule()
        module.input.configure(withPostId: postId)
        transitionHandler?.openModule(module.view)
    }
}
