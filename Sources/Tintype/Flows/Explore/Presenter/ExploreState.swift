/// Everything the explore presenter remembers.
struct ExploreState {
    /// What is in the search field now.
    var query = ""
    /// The results shown, and the query they answer (nil before any answer).
    var results = SearchResults()
    var answeredQuery: String?
    var isConfigured = false

    /// The rows in order: accounts, then hashtags, then posts.
    var entries: [ExploreEntry] {
        results.accounts.map(ExploreEntry.account) + results.hashtags.map(ExploreEntry.hashtag) + results.posts.map(ExploreEntry.post)
    }

}
