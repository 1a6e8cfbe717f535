/// What the window holding the Root hears back: the accounts live above any one account's modules.
@MainActor
public protocol RootModuleOutput: AnyObject {
    /// Another signed-in account is to be shown, its own tabs as it left them.
    func didChooseAccount(named accountName: String)
    /// The person wants to sign in to one more account.
    func didAskToSignIn()
    /// The tab in front now: as the app opens, and each time another is chosen.
    func didShowTab(_ tab: RootTab)
}

extension RootModuleOutput {
    public func didShowTab(_ tab: RootTab) {}
}
