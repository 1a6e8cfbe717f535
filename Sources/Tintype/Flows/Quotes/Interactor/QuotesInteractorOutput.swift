/// Module is responsible for the posts that quote one of mine, each opened as any post is.
@MainActor
protocol QuotesInteractorOutput: AnyObject {
    /// The quoted post's first line, for the title; empty for a post with no words.
    func didObtainQuotedCaption(_ caption: String)
}
