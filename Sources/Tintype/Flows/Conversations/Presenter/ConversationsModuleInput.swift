/// Module is responsible for the direct conversations, the latest first.
@MainActor
public protocol ConversationsModuleInput: AnyObject {
    /// The tab bar that shows how many conversations are unread; set when the tab is built, so the
    /// count is known before the tab is first shown.
    func configure(withBadgeOutput output: any TabBadgeModuleOutput)
}
