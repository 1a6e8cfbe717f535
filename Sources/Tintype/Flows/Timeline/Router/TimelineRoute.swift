/// Module is responsible for the timelines besides Home: this server's own posts, every post it knows, and my lists.
///
/// The way into the other timelines, from Home.
@MainActor
struct TimelineRoute {
    let moduleFactory: any ModuleFactory

    /// Opens the timelines over the module whose transition handler is given.
    func open(from transitionHandler: (any TransitionHandler)?) {
        transitionHandler?.openModule(moduleFactory.makeTimelineModule().view)
    }
}
