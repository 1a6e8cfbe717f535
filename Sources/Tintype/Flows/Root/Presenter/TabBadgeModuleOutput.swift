/// What a module on a tab tells the tab bar: a count to show beside the tab's name, such as new
/// likes or unread conversations. Zero hides it.
@MainActor
public protocol TabBadgeModuleOutput: AnyObject {
    /// A tab's count of what is new changed (0 hides it).
    func didChangeBadgeCount(_ count: Int, ofTab tab: RootTab)
}
