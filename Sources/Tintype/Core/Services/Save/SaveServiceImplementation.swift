import MastodonAPI

/// Saves through the outbox facade: saved on disk first, then sent in order with the other
/// writes on the post. The saved posts are read page by page from the bookmarks.
public struct SaveServiceImplementation: SaveService {
    private let client: MastodonClient
    private let writes: OutboxFacade
    private let savedPosts = PagedReads<StatusEntity>(pageSize: 20, keptLists: 1, identity: \.id)

    public init(client: MastodonClient, writes: OutboxFacade) {
        self.client = client
        self.writes = writes
    }

    public func performSave(postId: String) async throws -> StatusEntity {
        try await writes.queueAndSend(.save(postId: postId))
    }

    public func performUnsave(postId: String) async throws -> StatusEntity {
        try await writes.queueAndSend(.unsave(postId: postId))
    }

    public func obtainSavedPosts(more: Bool) async throws -> PagedReads<StatusEntity>.Slice {
        try await savedPosts.read("saved", more: more) { [client] request in try await client.bookmarks(request) }
    }
}
