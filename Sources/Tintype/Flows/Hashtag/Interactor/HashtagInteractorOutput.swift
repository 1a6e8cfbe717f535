import Imaging

/// Module is responsible for a hashtag's photo posts as a grid.
@MainActor
protocol HashtagInteractorOutput: AnyObject {
    /// The posts loaded so far, and whether the server has older ones.
    func didObtainPosts(_ posts: [Post], hasMore: Bool, areMore: Bool)
    /// A page could not be loaded.
    func didFailToObtainPosts(_ problem: ConnectionProblem, areMore: Bool)
    /// The tag as the server has it now.
    func didObtainTag(_ hashtag: Hashtag)
    /// A follow or unfollow of the tag did not go through, or not yet.
    func didFailToPerformFollow(_ problem: ConnectionProblem)
    /// The server streamed a new post with the tag.
    func didReceiveNewPost()
    /// An account was blocked or muted: its posts leave the grid.
    func didSilenceAccount(withId accountId: String)
    /// A tile's picture (its likeness first, then its photo); `isFinal` when it needs nothing more.
    func didObtainThumbnail(_ picture: PixelImage?, postId: String, isFinal: Bool)
    /// A post changed or was taken down, here or on another screen.
    func didChangePost(_ change: PostStoreChange)
}
