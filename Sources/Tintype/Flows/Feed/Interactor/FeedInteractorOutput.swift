/// Module is responsible for the home feed: the posts of the people the account follows.
@MainActor
protocol FeedInteractorOutput: AnyObject {
    /// The stream told of a new post: the newest page is worth fetching.
    func didReceiveNewPosts()
    /// The person's remembered choice: replies shown too, or posts only.
    func didObtainShowsReplies(_ showsReplies: Bool)
    /// The person's remembered choice: large photos, or compact rows.
    func didObtainShowsLargePhotos(_ showsLargePhotos: Bool)
    /// A like, boost or save that went out after the server was away was refused, and is undone
    /// on every screen; `reason` in the server's words.
    func didRefuseChoice(_ choice: PostChoice, reason: String)
    /// A minute has passed since the ages shown were counted.
    func didReachAgeTick()
}
