/// Module is responsible for the posts that quote one of mine, each opened as any post is.
@MainActor
protocol QuotesRouterInput: AnyObject {
    /// Puts the list of the quoting posts under the title; it hands its input to `moduleOutput`.
    func embedPostListModule(listing source: PostListSource, moduleOutput: any PostListModuleOutput)
    /// Goes back to the module below, freeing this one.
    func closeCurrentModule()
}
