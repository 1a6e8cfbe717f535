/// Everything the safety form presenter remembers.
struct SafetyFormState {
    /// The longest comment Mastodon takes with a report.
    static let commentLimit = 1000

    var subject: SafetyFormSubject?
    var rules: [ServerRule] = []
    var duration = MuteDuration.forGood
    /// "Something else" until the person says: no report goes as spam by a stray Enter.
    var reason = ReportReason.other
    /// Mastodon hides a muted account's notifications unless told not to.
    var hidesNotifications = true
    var forwardsToTheirServer = false
    var isSending = false

    /// The reasons offered, in the order Mastodon's apps give them: a rule broken names it.
    var reasons: [ReportReason] { [.spam] + rules.map(ReportReason.brokenRule) + [.illegal, .other] }

    /// The instance of a remote account, whose moderators may get a copy; nil for one of mine.
    var theirServer: String? {
        guard let handle = subject?.author.handle, let at = handle.firstIndex(of: "@") else { return nil }
        let domain = handle[handle.index(after: at)...]
        return domain.isEmpty ? nil : String(domain)
    }
}
