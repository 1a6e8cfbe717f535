/// Module is responsible for the posts that quote one of mine, each opened as any post is.
@MainActor
protocol QuotesInteractorInput: AnyObject {
    /// The first line of the quoted post, as loaded; answers `didObtainQuotedCaption` when it is known.
    func obtainQuotedCaption(ofPostId postId: String)
    /// Stops every request under way: the module is closing.
    func cancelAllRequests()
}
