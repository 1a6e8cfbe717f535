import MastodonAPI

/// Blocks and mutes through the outbox facade (the last choice on an account replaces one still
/// waiting), reports over the client.
public struct SafetyServiceImplementation: SafetyService {
    private let client: MastodonClient
    private let writes: OutboxFacade
    private let lists = PagedReads<AccountEntity>(pageSize: 40, identity: \.id)

    public init(client: MastodonClient, writes: OutboxFacade) {
        self.client = client
        self.writes = writes
    }

    public func performBlock(_ block: Bool, accountId: String) async throws -> RelationshipEntity {
        try await writes.queueAndSendFollow(block ? .block(accountId: accountId) : .unblock(accountId: accountId))
    }

    public func performMute(_ mute: Bool, accountId: String) async throws -> RelationshipEntity {
        try await writes.queueAndSendFollow(mute ? .mute(accountId: accountId) : .unmute(accountId: accountId))
    }

    public func performReport(accountId: String, postIds: [String], comment: String) async throws {
        try await client.report(accountId: accountId, statusIds: postIds, comment: comment, category: "other")
    }

    public func obtainBlockedAccounts(more: Bool) async throws -> PagedReads<AccountEntity>.Slice {
        try await lists.read("blocks", more: more) { [client] in try await client.blocks($0) }
    }

    public func obtainMutedAccounts(more: Bool) async throws -> PagedReads<AccountEntity>.Slice {
        try await lists.read("mutes", more: more) { [client] in try await client.mutes($0) }
    }

    public func observeSilencedAccounts() async -> AsyncStream<String> {
        await writes.observeSilencedAccounts()
    }
}
