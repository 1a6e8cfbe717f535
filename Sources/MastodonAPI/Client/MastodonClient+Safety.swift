import Foundation

extension MastodonClient {
    // MARK: - Blocks, mutes and reports

    /// Blocks an account: neither sees the other's posts, and a follow between them ends.
    public func block(accountId: String) async throws -> RelationshipEntity {
        try decode(RelationshipEntity.self, from: await perform(.post, "/api/v1/accounts/\(Self.pathSegment(accountId))/block"))
    }

    public func unblock(accountId: String) async throws -> RelationshipEntity {
        try decode(RelationshipEntity.self, from: await perform(.post, "/api/v1/accounts/\(Self.pathSegment(accountId))/unblock"))
    }

    /// Mutes an account: its posts and notifications are hidden from me, and it is not told.
    public func mute(accountId: String) async throws -> RelationshipEntity {
        try decode(RelationshipEntity.self, from: await perform(.post, "/api/v1/accounts/\(Self.pathSegment(accountId))/mute"))
    }

    public func unmute(accountId: String) async throws -> RelationshipEntity {
        try decode(RelationshipEntity.self, from: await perform(.post, "/api/v1/accounts/\(Self.pathSegment(accountId))/unmute"))
    }

    /// The accounts I block, the latest first.
    public func blocks(_ page: PageRequest) async throws -> Page<AccountEntity> {
        try await paged("/api/v1/blocks", page)
    }

    /// The accounts I mute, the latest first.
    public func mutes(_ page: PageRequest) async throws -> Page<AccountEntity> {
        try await paged("/api/v1/mutes", page)
    }

    /// Reports an account to the instance's moderators, with the posts named and a comment;
    /// `category` is one of spam, violation, legal and other.
    public func report(accountId: String, statusIds: [String], comment: String, category: String) async throws {
        let fields = [("account_id", accountId), ("comment", comment), ("category", category)] + statusIds.map { ("status_ids[]", $0) }
        _ = try await perform(.post, "/api/v1/reports", body: Self.form(fields), contentType: Self.formContentType)
    }
}
