/// Everything the explore presenter remembers.
struct ExploreState {
    /// What is in the search field now.
    var query = ""
    /// The last query's results.
    var results = SearchResults()
    /// Trending hashtags and suggested accounts, shown while the query is blank.
    var discoveries = SearchResults()
    /// The hashtags I follow, shown first with the discoveries.
    var followedHashtags: [Hashtag] = []
    var isConfigured = false

    /// Whether the rows are the discoveries: nothing is typed.
    var showsDiscoveries: Bool { query.allSatisfy(\.isWhitespace) }

    /// The posts among the rows, the last of them.
    var shownPosts: [Post] { showsDiscoveries ? discoveries.posts : results.posts }

    /// The rows in order: accounts, then hashtags, then posts; the hashtags I follow before all,
    /// with the discoveries.
    var entries: [ExploreEntry] {
        let shown = showsDiscoveries ? discoveries : results
        let followed = showsDiscoveries ? followedHashtags.map(ExploreEntry.followedHashtag) : []
        return followed + shown.accounts.map(ExploreEntry.account) + shown.hashtags.map(ExploreEntry.hashtag)
            + shown.posts.map(ExploreEntry.post)
    }

}
