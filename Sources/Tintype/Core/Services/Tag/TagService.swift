/// Hashtags: the posts with photos that carry one, and the tag itself.
public protocol TagService: Sendable {
    /// The tag's public posts with photos, newest first: the first page, or with `more` every post
    /// loaded so far with the next page.
    func obtainPhotoPosts(taggedWith name: String, more: Bool) async throws -> PageSlice<Post>
    /// The tag as the server knows it (how much it was used, whether I follow it); nil for a
    /// name that is nothing once cleaned.
    func obtainTag(named name: String) async throws -> Hashtag?
    /// Follows the hashtag, or stops, through the outbox; answers with the tag as it is now.
    func performFollow(_ follow: Bool, tagNamed name: String) async throws -> Hashtag?
    /// Says each time a post with the tag is posted, live, while the caller reads; nothing where
    /// the server does not stream.
    func observeNewPosts(taggedWith name: String) async -> AsyncStream<Void>
    /// The hashtags I follow (the first page, as many as a page holds).
    func obtainFollowedTags() async throws -> [Hashtag]
}
