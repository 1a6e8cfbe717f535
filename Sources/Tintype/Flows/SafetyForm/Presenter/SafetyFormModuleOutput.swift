/// What the safety form tells the module that opened it.
@MainActor
public protocol SafetyFormModuleOutput: AnyObject {
    /// The person chose to mute the account: the opener sends it, through the outbox.
    func didChooseMute(ofAccountId accountId: String, for duration: MuteDuration, hidingNotifications: Bool)
    /// The report reached the moderators; the form has closed.
    func didSendReport(about author: Author)
}

extension SafetyFormModuleOutput {
    /// An opener that offers only reports (a post's screen) is never told of a mute.
    public func didChooseMute(ofAccountId accountId: String, for duration: MuteDuration, hidingNotifications: Bool) {}
    /// An opener that offers only mutes is never told of a report.
    public func didSendReport(about author: Author) {}
}
