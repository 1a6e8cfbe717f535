import MastodonAPI
import Tintype

/// Quotes straight from the client, mapped as every post is.
public struct QuoteServiceImplementation: QuoteService {
    private let client: MastodonClient
    private let posts = PagedReads<StatusEntity>(keptLists: 2, identity: \.id)

    public init(client: MastodonClient) {
        self.client = client
    }

    public func obtainQuotes(ofPostId postId: String, more: Bool) async throws -> PageSlice<Post> {
        try await posts.read(postId, more: more) { [client] request in
            try await client.quotes(ofStatusId: postId, request)
        }.map(PostMapper.posts(from:))
    }

    public func revokeQuote(ofPostId postId: String, quotingPostId: String) async throws -> Post {
        PostMapper.post(from: try await client.revokeQuote(ofStatusId: postId, quotingStatusId: quotingPostId))
    }
}
