import FoundationEssentials

extension MastodonClient {
    /// The public timeline: this server's own posts (`local`), or every post it knows.
    public func publicTimeline(_ page: PageRequest, local: Bool) async throws -> Page<StatusEntity> {
        try await paged("/api/v1/timelines/public", page, query: local ? [URLQueryItem(name: "local", value: "true")] : [])
    }

    /// The posts of the accounts in one of my lists.
    public func listTimeline(listId: String, _ page: PageRequest) async throws -> Page<StatusEntity> {
        try await paged("/api/v1/timelines/list/\(Self.pathSegment(listId))", page)
    }

    /// My lists.
    public func lists() async throws -> [ListEntity] {
        try decode(LenientList<ListEntity>.self, from: await perform(.get, "/api/v1/lists")).elements
    }
}
