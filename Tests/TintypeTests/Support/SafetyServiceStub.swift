import MastodonAPI

@testable import Tintype

/// Blocks and mutes that answer with the relationship they make, or a refusal; reports kept;
/// the accounts silenced elsewhere told once each.
struct SafetyServiceStub: SafetyService {
    var refusal: MastodonError?
    var silencedElsewhere: [String] = []
    var blocked: [AccountEntity] = []
    var muted: [AccountEntity] = []
    let reports = LockedList<(accountId: String, postIds: [String])>()

    func performBlock(_ block: Bool, accountId: String) async throws -> RelationshipEntity {
        if let refusal { throw refusal }
        return RelationshipEntity(id: accountId, isBlocking: block)
    }

    func performMute(_ mute: Bool, accountId: String) async throws -> RelationshipEntity {
        if let refusal { throw refusal }
        return RelationshipEntity(id: accountId, isMuting: mute)
    }

    func performReport(accountId: String, postIds: [String], comment: String) async throws {
        if let refusal { throw refusal }
        reports.append((accountId, postIds))
    }

    func obtainBlockedAccounts(more: Bool) async throws -> PagedReads<AccountEntity>.Slice {
        if let refusal { throw refusal }
        return PagedReads.Slice(items: blocked, hasMore: false)
    }

    func obtainMutedAccounts(more: Bool) async throws -> PagedReads<AccountEntity>.Slice {
        if let refusal { throw refusal }
        return PagedReads.Slice(items: muted, hasMore: false)
    }

    func observeSilencedAccounts() async -> AsyncStream<String> {
        AsyncStream { continuation in
            for accountId in silencedElsewhere { continuation.yield(accountId) }
            continuation.finish()
        }
    }
}
