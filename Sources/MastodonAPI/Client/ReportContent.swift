/// What a report to the moderators says: whom, which of their posts, why, and whether a copy goes
/// to the moderators of the account's own instance.
public struct ReportContent: Sendable, Equatable {
    /// Mastodon's report categories; `violation` names the rules broken.
    public enum Category: String, Sendable, Equatable {
        case spam, legal, violation, other
    }

    public var accountId: String
    public var statusIds: [String]
    public var comment: String
    public var category: Category
    public var ruleIds: [String]
    /// Whether a remote account's instance gets the report too.
    public var forward: Bool

    public init(
        accountId: String, statusIds: [String] = [], comment: String = "", category: Category = .other, ruleIds: [String] = [],
        forward: Bool = false
    ) {
        self.accountId = accountId
        self.statusIds = statusIds
        self.comment = comment
        self.category = category
        self.ruleIds = ruleIds
        self.forward = forward
    }
}
