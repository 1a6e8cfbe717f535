/// What the module that opened the switcher hears back.
@MainActor
public protocol AccountSwitcherModuleOutput: AnyObject {
    /// Another signed-in account is to be shown.
    func didChooseAccount(named accountName: String)
    /// The person wants to sign in to one more account.
    func didAskToSignIn()
}
