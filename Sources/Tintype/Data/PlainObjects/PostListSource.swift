/// Which posts a list of posts shows.
public enum PostListSource: Sendable, Equatable {
    /// An account's posts: only those with photos while they are a grid. `isMine`: the signed-in
    /// account's own, with my new posts still in the outbox on top.
    case account(id: String, isMine: Bool)
    /// My saved posts, every one in either layout.
    case saved
    /// A hashtag's public posts with photos, fetched again as new ones are posted.
    case hashtag(name: String)
    /// The posts I liked, every one in either layout, the last run's copy first; a post I take
    /// my like back from leaves at once.
    case liked
}
