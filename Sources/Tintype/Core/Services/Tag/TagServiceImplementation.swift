import MastodonAPI

/// Hashtags over the client, follows through the outbox; a tag's posts are read page by page,
/// the last few tags kept.
public struct TagServiceImplementation: TagService {
    private let client: MastodonClient
    private let writes: OutboxFacade
    private let posts = PagedReads<StatusEntity>(pageSize: 40, keptLists: 4, identity: \.id)

    public init(client: MastodonClient, writes: OutboxFacade) {
        self.client = client
        self.writes = writes
    }

    public func obtainPhotoPosts(taggedWith name: String, more: Bool) async throws -> PagedReads<StatusEntity>.Slice {
        try await posts.read(name.lowercased(), more: more) { [client] request in
            // Some servers answer the filter with every post of the tag: what has no photo is
            // dropped here again, the page's cursor kept.
            let page = try await client.tagTimeline(name, request, onlyMedia: true)
            return Page(items: page.items.filter { !$0.mediaAttachments.isEmpty }, older: page.older, newer: page.newer)
        }
    }

    public func obtainTag(named name: String) async throws -> TagEntity {
        try await client.tag(name)
    }

    public func performFollow(_ follow: Bool, tagNamed name: String) async throws -> TagEntity {
        try await writes.queueAndSendTagFollow(follow ? .followTag(name: name) : .unfollowTag(name: name))
    }

    public func obtainFollowedTags() async throws -> [TagEntity] {
        try await client.followedTags(.newest(limit: 40)).items
    }
}
