/// Module is responsible for the timelines besides Home: this server's own posts, every post it knows, and my lists.
@MainActor
protocol TimelineRouterInput: AnyObject {
    /// Puts the list of the timeline's posts under the title; it hands its input to `moduleOutput`.
    func embedPostListModule(listing source: PostListSource, moduleOutput: any PostListModuleOutput)
    /// Opens my lists over this module.
    func openMyListsModule()
    /// Goes back to the module below, freeing this one.
    func closeCurrentModule()
}
