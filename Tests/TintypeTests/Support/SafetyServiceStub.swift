import MastodonAPI

@testable import Tintype
@testable import TintypeApp

/// Blocks and mutes that answer with the relationship they make, or a refusal; reports kept;
/// the accounts silenced elsewhere told once each.
struct SafetyServiceStub: SafetyService {
    var refusal: MastodonError?
    var silencedElsewhere: [String] = []
    var blocked: [AccountEntity] = []
    var muted: [AccountEntity] = []
    var rules: [RuleEntity] = []
    let reports = LockedList<ReportDraft>()
    let mutes = LockedList<(accountId: String, seconds: Int?, hidesNotifications: Bool)>()

    func performBlock(_ block: Bool, accountId: String) async throws -> Relationship {
        if let refusal { throw refusal }
        return Relationship(isBlocking: block)
    }

    func performMute(accountId: String, seconds: Int?, hidesNotifications: Bool) async throws -> Relationship {
        if let refusal { throw refusal }
        mutes.append((accountId, seconds, hidesNotifications))
        return Relationship(isMuting: true)
    }

    func performUnmute(accountId: String) async throws -> Relationship {
        if let refusal { throw refusal }
        return Relationship(isMuting: false)
    }

    func performReport(_ draft: ReportDraft) async throws {
        if let refusal { throw refusal }
        reports.append(draft)
    }

    func obtainServerRules() async throws -> [ServerRule] {
        if let refusal { throw refusal }
        return rules.map(ReportMapper.rule(from:))
    }

    func obtainBlockedAccounts(more: Bool) async throws -> PageSlice<Profile> {
        if let refusal { throw refusal }
        return PageSlice(items: ProfileMapper.profiles(from: blocked), hasMore: false)
    }

    func obtainMutedAccounts(more: Bool) async throws -> PageSlice<Profile> {
        if let refusal { throw refusal }
        return PageSlice(items: ProfileMapper.profiles(from: muted), hasMore: false)
    }

    func observeSilencedAccounts() async -> AsyncStream<String> {
        AsyncStream { continuation in
            for accountId in silencedElsewhere { continuation.yield(accountId) }
            continuation.finish()
        }
    }
}
