/// Keeping safe: blocking and muting accounts (through the outbox, as follows go) and reporting
/// them to the instance's moderators.
public protocol SafetyService: Sendable {
    /// Blocks an account, or takes the block back; answers with how the two stand now.
    func performBlock(_ block: Bool, accountId: String) async throws -> Relationship
    /// Mutes an account for `seconds` (nil: for good), its notifications too where
    /// `hidesNotifications`; answers with how the two stand now.
    func performMute(accountId: String, seconds: Int?, hidesNotifications: Bool) async throws -> Relationship
    /// Takes a mute back; answers with how the two stand now.
    func performUnmute(accountId: String) async throws -> Relationship
    /// Reports an account, with the posts named, to the moderators. Sent at once, not kept for
    /// later: the person waits for the answer, and a refusal says why.
    func performReport(_ draft: ReportDraft) async throws
    /// The instance's rules, which a report may say were broken.
    func obtainServerRules() async throws -> [ServerRule]
    /// The accounts I block: the first page, or with `more` every one loaded with the next page.
    func obtainBlockedAccounts(more: Bool) async throws -> PageSlice<Profile>
    /// The accounts I mute, paged as `obtainBlockedAccounts` is.
    func obtainMutedAccounts(more: Bool) async throws -> PageSlice<Profile>
    /// The accounts blocked or muted from now on, whoever did it in this run, while the caller
    /// reads: their posts leave every list.
    func observeSilencedAccounts() async -> AsyncStream<String>
}
