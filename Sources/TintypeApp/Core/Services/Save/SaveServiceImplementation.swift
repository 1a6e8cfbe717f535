import MastodonAPI
import Tintype

/// Saves through the outbox facade: saved on disk first, then sent in order with the other
/// writes on the post. The saved posts are read page by page from the bookmarks.
public struct SaveServiceImplementation: SaveService {
    private let client: MastodonClient
    private let choices: PostChoiceWrites
    private let savedPosts = PagedReads<StatusEntity>(pageSize: 20, keptLists: 1, identity: \.id)

    public init(client: MastodonClient, writes: OutboxFacade, homeTimeline: any HomeTimelineKeeping) {
        self.client = client
        choices = PostChoiceWrites(writes: writes, homeTimeline: homeTimeline)
    }

    public func performSave(postId: String) async throws -> Post {
        try await choices.send(.save(postId: postId))
    }

    public func performUnsave(postId: String) async throws -> Post {
        try await choices.send(.unsave(postId: postId))
    }

    public func obtainSavedPosts(more: Bool) async throws -> PageSlice<Post> {
        try await savedPosts.read("saved", more: more) { [client] request in try await client.bookmarks(request) }.map(
            PostMapper.posts(from:))
    }
}
