/// Why an account is reported, as the moderators sort reports.
public enum ReportReason: Sendable, Equatable {
    case spam
    case brokenRule(ServerRule)
    /// Against the law where I or the server are.
    case illegal
    case other
}
