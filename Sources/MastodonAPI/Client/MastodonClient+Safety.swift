import FoundationEssentials

extension MastodonClient {
    // MARK: - Blocks, mutes and reports

    /// Blocks an account: neither sees the other's posts, and a follow between them ends.
    public func block(accountId: String) async throws -> RelationshipEntity {
        try decode(RelationshipEntity.self, from: await perform(.post, "/api/v1/accounts/\(Self.pathSegment(accountId))/block"))
    }

    public func unblock(accountId: String) async throws -> RelationshipEntity {
        try decode(RelationshipEntity.self, from: await perform(.post, "/api/v1/accounts/\(Self.pathSegment(accountId))/unblock"))
    }

    /// Mutes an account: its posts (and, with `notifications`, its notifications) are hidden from
    /// me, and it is not told; for `seconds` where given, else for good.
    public func mute(accountId: String, seconds: Int? = nil, notifications: Bool = true) async throws -> RelationshipEntity {
        let fields = [("notifications", notifications ? "true" : "false")] + (seconds.map { [("duration", String($0))] } ?? [])
        return try decode(
            RelationshipEntity.self,
            from: await perform(
                .post, "/api/v1/accounts/\(Self.pathSegment(accountId))/mute", body: Self.form(fields), contentType: Self.formContentType))
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

    /// Reports an account to the instance's moderators, with the posts named, why, and a comment.
    public func report(_ content: ReportContent) async throws {
        var fields = [("account_id", content.accountId), ("comment", content.comment), ("category", content.category.rawValue)]
        fields += content.statusIds.map { ("status_ids[]", $0) }
        if content.category == .violation { fields += content.ruleIds.map { ("rule_ids[]", $0) } }
        fields.append(("forward", content.forward ? "true" : "false"))
        _ = try await perform(.post, "/api/v1/reports", body: Self.form(fields), contentType: Self.formContentType)
    }

    /// The instance's rules, in its order; a report of a broken rule names them.
    public func rules() async throws -> [RuleEntity] {
        try decode([RuleEntity].self, from: await perform(.get, "/api/v1/instance/rules"))
    }
}
