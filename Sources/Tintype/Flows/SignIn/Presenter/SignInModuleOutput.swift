/// What the module that opened sign-in hears back.
@MainActor
public protocol SignInModuleOutput: AnyObject {
    /// The account is signed in and kept: it is the one to open now.
    func didSignIn(accountName: String)
    /// The person gave up on the first step: back to the account shown before, or out.
    func didGiveUpSigningIn()
}
