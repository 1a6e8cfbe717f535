/// Module is responsible for the tab bar and the tabs under it.
@MainActor
public protocol RootModuleInput: AnyObject {
    /// Which tab is in front when the app opens; Home unless told otherwise.
    func configure(withInitialTab tab: RootTab)
}
