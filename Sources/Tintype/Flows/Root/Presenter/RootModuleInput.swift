/// Module is responsible for the tab bar and the tabs under it.
@MainActor
public protocol RootModuleInput: AnyObject {
    /// Which tab is in front when the app opens; Home unless told otherwise.
    func configure(withInitialTab tab: RootTab)
    /// Who hears that another account is to be shown.
    func setModuleOutput(_ output: any RootModuleOutput)
    /// Home opens with the composer over it.
    func configureOpeningComposer()
    /// Says something about the whole app once, until the next key.
    func configure(withNotice notice: RootNotice)
}
