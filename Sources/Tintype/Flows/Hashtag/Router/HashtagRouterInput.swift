/// Module is responsible for a hashtag: whether I follow it, and its photo posts.
@MainActor
protocol HashtagRouterInput: AnyObject {
    /// Puts the list of the tag's photo posts under the title; it hands its input to `moduleOutput`.
    func embedPostListModule(listing source: PostListSource, moduleOutput: any PostListModuleOutput)
    /// Goes back to the module below, freeing this one.
    func closeCurrentModule()
}
