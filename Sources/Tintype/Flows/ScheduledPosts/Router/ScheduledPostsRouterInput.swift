/// Module is responsible for my scheduled posts: when each goes out, cancelling one, taking one back to the composer.
@MainActor
protocol ScheduledPostsRouterInput: AnyObject {
    /// Opens the composer over this module, on the kept draft.
    func openComposeModule()
    /// Closes this module, back to the one under it.
    func closeCurrentModule()
}
