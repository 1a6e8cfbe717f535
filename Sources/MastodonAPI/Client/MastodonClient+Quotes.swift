import FoundationEssentials

/// The posts that quote one of mine (Mastodon 4.5), and taking my post out of one.
extension MastodonClient {
    /// The statuses quoting a status, newest first.
    public func quotes(ofStatusId statusId: String, _ page: PageRequest) async throws -> Page<StatusEntity> {
        try await paged("/api/v1/statuses/\(Self.pathSegment(statusId))/quotes", page)
    }

    /// My status no longer shows in the one quoting it; answers the quoting status, its quote now
    /// `revoked`.
    public func revokeQuote(ofStatusId statusId: String, quotingStatusId: String) async throws -> StatusEntity {
        try decode(
            StatusEntity.self,
            from: await perform(
                .post, "/api/v1/statuses/\(Self.pathSegment(statusId))/quotes/\(Self.pathSegment(quotingStatusId))/revoke"))
    }
}
