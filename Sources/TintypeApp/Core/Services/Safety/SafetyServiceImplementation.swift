import MastodonAPI
import Tintype

/// Blocks and mutes through the outbox facade (the last choice on an account replaces one still
/// waiting), reports over the client.
public struct SafetyServiceImplementation: SafetyService {
    private let client: MastodonClient
    private let writes: OutboxFacade
    private let lists = PagedReads<AccountEntity>(identity: \.id)

    public init(client: MastodonClient, writes: OutboxFacade) {
        self.client = client
        self.writes = writes
    }

    public func performBlock(_ block: Bool, accountId: String) async throws -> Relationship {
        ProfileMapper.relationship(
            from: try await writes.queueAndSendFollow(block ? .block(accountId: accountId) : .unblock(accountId: accountId)))
    }

    public func performMute(accountId: String, seconds: Int?, hidesNotifications: Bool) async throws -> Relationship {
        ProfileMapper.relationship(
            from: try await writes.queueAndSendFollow(.mute(accountId: accountId, seconds: seconds, hidesNotifications: hidesNotifications))
        )
    }

    public func performUnmute(accountId: String) async throws -> Relationship {
        ProfileMapper.relationship(from: try await writes.queueAndSendFollow(.unmute(accountId: accountId)))
    }

    public func performReport(_ draft: ReportDraft) async throws {
        try await client.report(ReportMapper.content(from: draft))
    }

    public func obtainServerRules() async throws -> [ServerRule] {
        try await client.rules().map(ReportMapper.rule(from:))
    }

    public func obtainBlockedAccounts(more: Bool) async throws -> PageSlice<Profile> {
        try await lists.read("blocks", more: more) { [client] in try await client.blocks($0) }.map(ProfileMapper.profiles(from:))
    }

    public func obtainMutedAccounts(more: Bool) async throws -> PageSlice<Profile> {
        try await lists.read("mutes", more: more) { [client] in try await client.mutes($0) }.map(ProfileMapper.profiles(from:))
    }

    public func observeSilencedAccounts() async -> AsyncStream<String> {
        await writes.observeSilencedAccounts()
    }
}
