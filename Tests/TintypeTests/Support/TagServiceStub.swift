import MastodonAPI

@testable import Tintype
@testable import TintypeApp

/// A tag's posts and the tag as the test set them, or a refusal, remembering what was asked.
struct TagServiceStub: TagService {
    var posts: Result<[StatusEntity], MastodonError> = .success([])
    var hasMore = false
    var tag: Result<TagEntity, MastodonError> = .success(TagEntity(name: "moths"))
    var followedTags: [TagEntity] = []
    var followRefusal: MastodonError?
    let askedPages = LockedList<(name: String, more: Bool)>()

    func obtainPhotoPosts(taggedWith name: String, more: Bool) async throws -> PageSlice<Post> {
        askedPages.append((name, more))
        return PageSlice(items: PostMapper.posts(from: try posts.get()), hasMore: hasMore)
    }

    func obtainTag(named name: String) async throws -> Hashtag? {
        SearchResultsMapper.hashtag(from: try tag.get())
    }

    func performFollow(_ follow: Bool, tagNamed name: String) async throws -> Hashtag? {
        if let followRefusal { throw followRefusal }
        return SearchResultsMapper.hashtag(from: TagEntity(name: name, isFollowing: follow))
    }

    func obtainFollowedTags() async throws -> [Hashtag] { followedTags.compactMap(SearchResultsMapper.hashtag(from:)) }

    var newPosts = 0
    func observeNewPosts(taggedWith name: String) async -> AsyncStream<Void> {
        AsyncStream { continuation in
            for _ in 0..<newPosts { continuation.yield() }
            continuation.finish()
        }
    }
}
