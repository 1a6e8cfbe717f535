import MastodonAPI

/// Saves through the outbox facade: saved on disk first, then sent in order with the other
/// writes on the post.
public struct SaveServiceImplementation: SaveService {
    private let writes: OutboxFacade

    public init(writes: OutboxFacade) {
        self.writes = writes
    }

    public func performSave(postId: String) async throws -> StatusEntity {
        try await writes.queueAndSend(.save(postId: postId))
    }

    public func performUnsave(postId: String) async throws -> StatusEntity {
        try await writes.queueAndSend(.unsave(postId: postId))
    }
}
