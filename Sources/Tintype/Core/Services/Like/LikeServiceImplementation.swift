import MastodonAPI

/// Likes over the Mastodon client.
public struct LikeServiceImplementation: LikeService {
    private let client: MastodonClient

    public init(client: MastodonClient) {
        self.client = client
    }

    public func performLike(postId: String) async throws -> StatusEntity {
        try await client.favourite(statusId: postId)
    }

    public func performUnlike(postId: String) async throws -> StatusEntity {
        try await client.unfavourite(statusId: postId)
    }
}
