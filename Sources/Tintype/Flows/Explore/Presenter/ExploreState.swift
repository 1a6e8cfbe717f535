/// Everything the explore presenter remembers.
struct ExploreState {
    /// What is in the search field now.
    var query = ""
    /// The last query's results.
    var results = SearchResults()
    /// Trending hashtags and suggested accounts, shown while the query is blank.
    var discoveries = SearchResults()
    var isConfigured = false

    /// Whether the rows are the discoveries: nothing is typed.
    var showsDiscoveries: Bool { query.allSatisfy(\.isWhitespace) }

    /// The rows in order: accounts, then hashtags, then posts.
    var entries: [ExploreEntry] {
        let shown = showsDiscoveries ? discoveries : results
        return shown.accounts.map(ExploreEntry.account) + shown.hashtags.map(ExploreEntry.hashtag) + shown.posts.map(ExploreEntry.post)
    }

}
