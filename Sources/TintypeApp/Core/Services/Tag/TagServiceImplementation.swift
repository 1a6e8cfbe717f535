import MastodonAPI
import Tintype

/// Hashtags over the client, follows through the outbox; a tag's posts are read page by page,
/// the last few tags kept.
public struct TagServiceImplementation: TagService {
    private let client: MastodonClient
    private let writes: OutboxFacade
    private let streaming: MastodonStreaming?
    private let posts = PagedReads<StatusEntity>(keptLists: 4, identity: \.id)

    public init(client: MastodonClient, writes: OutboxFacade, streaming: MastodonStreaming? = nil) {
        self.client = client
        self.writes = writes
        self.streaming = streaming
    }

    public func obtainPhotoPosts(taggedWith name: String, more: Bool) async throws -> PageSlice<Post> {
        try await posts.read(name.lowercased(), more: more) { [client] request in
            // Some servers answer the filter with every post of the tag: what has no photo is
            // dropped here again, the page's cursor kept.
            let page = try await client.tagTimeline(name, request, onlyMedia: true)
            return Page(items: page.items.filter { !$0.mediaAttachments.isEmpty }, older: page.older, newer: page.newer)
        }.map(PostMapper.posts(from:))
    }

    public func obtainTag(named name: String) async throws -> Hashtag? {
        SearchResultsMapper.hashtag(from: try await client.tag(name))
    }

    public func performFollow(_ follow: Bool, tagNamed name: String) async throws -> Hashtag? {
        SearchResultsMapper.hashtag(
            from: try await writes.queueAndSendTagFollow(follow ? .followTag(name: name) : .unfollowTag(name: name)))
    }

    /// A connection of its own for each listener, kept while it reads: a hashtag's grid is the
    /// only listener of its tag, so there is nothing to share.
    public func observeNewPosts(taggedWith name: String) async -> AsyncStream<Void> {
        guard let streaming else { return AsyncStream { $0.finish() } }
        let updates = streaming.updates(of: .hashtag(name))
        let (posts, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let relay = Task {
            for await update in updates {
                if case .event(.update) = update { continuation.yield() }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in relay.cancel() }
        return posts
    }

    public func obtainFollowedTags() async throws -> [Hashtag] {
        try await client.followedTags(.newest()).items.compactMap(SearchResultsMapper.hashtag(from:))
    }
}
