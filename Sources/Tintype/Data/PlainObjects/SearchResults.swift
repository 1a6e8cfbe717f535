/// What a search found, in three lists as the server ranked them; each may be empty.
public struct SearchResults: Sendable, Equatable {
    public var accounts: [Author]
    public var hashtags: [Hashtag]
    public var posts: [Post]

    public init(accounts: [Author] = [], hashtags: [Hashtag] = [], posts: [Post] = []) {
        self.accounts = accounts
        self.hashtags = hashtags
        self.posts = posts
    }

    public var isEmpty: Bool { accounts.isEmpty && hashtags.isEmpty && posts.isEmpty }
}
