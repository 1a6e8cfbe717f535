/// Module is responsible for finding people, hashtags and posts.
@MainActor
protocol ExploreInteractorOutput: AnyObject {
    /// What there is to find before anything is typed; empty where the server has nothing.
    func didObtainDiscoveries(_ discoveries: SearchResults)
    /// The hashtags I follow, listed first while nothing is typed.
    func didObtainFollowedHashtags(_ hashtags: [Hashtag])
    /// What the server found for the query.
    func didObtainResults(_ results: SearchResults, for query: String)
    /// The search for the query failed.
    func didFailToObtainResults(_ problem: ConnectionProblem, for query: String)
    /// The handle is this account (nil: the server knows none by it).
    func didResolveAccount(_ account: Author?, handle: String)
    /// The handle could not be looked up.
    func didFailToResolveAccount(_ problem: ConnectionProblem, handle: String)
    /// The account was blocked or muted: its posts leave the results, and it leaves the suggestions.
    func didSilenceAccount(withId accountId: String)
    /// A post changed or was taken down, here or on another screen.
    func didChangePost(_ change: PostStoreChange)
}
