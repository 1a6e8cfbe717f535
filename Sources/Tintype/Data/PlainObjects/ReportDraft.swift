/// A report as the person wrote it: whom, which of their posts, why, a word for the moderators,
/// and whether the account's own instance gets a copy.
public struct ReportDraft: Sendable, Equatable {
    public var accountId: String
    public var postIds: [String]
    public var reason: ReportReason
    public var comment: String
    public var forwardsToTheirServer: Bool

    public init(accountId: String, postIds: [String], reason: ReportReason, comment: String, forwardsToTheirServer: Bool) {
        self.accountId = accountId
        self.postIds = postIds
        self.reason = reason
        self.comment = comment
        self.forwardsToTheirServer = forwardsToTheirServer
    }
}
