/// The posts that quote one of mine, and taking my post out of one.
public protocol QuoteService: Sendable {
    /// The posts quoting the post, newest first: the first page, or with `more` every post loaded
    /// so far with the next page.
    func obtainQuotes(ofPostId postId: String, more: Bool) async throws -> PageSlice<Post>
    /// My post no longer shows in the one quoting it; answers the quoting post as it is now, its
    /// quote removed.
    func revokeQuote(ofPostId postId: String, quotingPostId: String) async throws -> Post
}
