/// Which posts a list of posts shows.
public enum PostListSource: Sendable, Equatable {
    /// Home: the posts of the people the account follows, with my new posts still in the outbox
    /// on top, the last run's copy first, fetched again as new ones arrive.
    case home
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
    /// This server's own posts, every post it knows, or one of my lists', newest first.
    case timeline(TimelineSource)
    /// The posts quoting one of mine, newest first.
    case quotes(ofPostId: String)
}

extension PostListSource {
    /// The choice that puts a post on this list and taking it back takes it off (my liked posts,
    /// my saved ones); nil for a list that is not mine to make.
    public var listedChoice: PostChoice? {
        switch self {
        case .liked: .like
        case .saved: .save
        case .home, .account, .hashtag, .timeline, .quotes: nil
        }
    }

    /// Whether my new posts go on top of the list: Home and my own posts.
    public var listsMyNewPosts: Bool {
        switch self {
        case .home, .account(_, isMine: true): true
        case .account, .saved, .hashtag, .liked, .timeline, .quotes: false
        }
    }

    /// Whether the posts may be a grid of photos: Home is a feed, in rows or large photos.
    public var offersGrid: Bool { self != .home }
}
