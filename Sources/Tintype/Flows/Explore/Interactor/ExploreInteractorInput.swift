/// Module is responsible for finding people, hashtags and posts.
@MainActor
protocol ExploreInteractorInput: AnyObject {
    /// Trending hashtags and suggested accounts, for the screen before anything is typed.
    func obtainDiscoveries()
    /// The hashtags I follow; answers `didObtainFollowedHashtags(_:)`, nothing on a failure.
    func obtainFollowedHashtags()
    /// Searches for the query once typing has paused; a newer query replaces it, its search
    /// cancelled, so keys never wait on the network and only the last query is answered.
    func obtainResults(for query: String)
    /// When the text is a handle on another instance (`@grace@pixelfed.social`), looks it up
    /// there for its profile and answers the handle; nil (and nothing asked) otherwise.
    func resolveAccountIfHandleElsewhere(_ text: String) -> String?
    /// Answers `didChangePost(_:)` each time a post changes on any screen (a like, an edit, a
    /// deletion), until the module closes.
    func observePostChanges()
    /// Stops every request in flight, when the module closes.
    func cancelAllRequests()
    /// Answers `didSilenceAccount(withId:)` each time an account is blocked or muted, until the
    /// module closes.
    func observeSilencedAccounts()
}
