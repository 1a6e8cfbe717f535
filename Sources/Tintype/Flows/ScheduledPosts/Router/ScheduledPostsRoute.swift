/// Module is responsible for my scheduled posts: when each goes out, cancelling one, taking one back to the composer.
///
/// The way into my scheduled posts, from my profile.
@MainActor
struct ScheduledPostsRoute {
    let moduleFactory: any ModuleFactory

    /// Opens the list over the module whose transition handler is given.
    func open(from transitionHandler: (any TransitionHandler)?) {
        transitionHandler?.openModule(moduleFactory.makeScheduledPostsModule().view)
    }
}
