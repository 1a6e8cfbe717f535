extension MastodonClient {
    // MARK: - Follow requests

    /// Lets an account that asked to follow my locked account follow it; answers with how the two
    /// stand now (seen from my side: `followedBy`).
    public func authorizeFollowRequest(accountId: String) async throws -> RelationshipEntity {
        try decode(
            RelationshipEntity.self,
            from: await perform(.post, "/api/v1/follow_requests/\(Self.pathSegment(accountId))/authorize"))
    }

    /// Turns an account's request to follow me down.
    public func rejectFollowRequest(accountId: String) async throws -> RelationshipEntity {
        try decode(
            RelationshipEntity.self,
            from: await perform(.post, "/api/v1/follow_requests/\(Self.pathSegment(accountId))/reject"))
    }
}
