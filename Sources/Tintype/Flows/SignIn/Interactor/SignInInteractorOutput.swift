/// Module is responsible for signing in to an instance, when Tintype has no account yet.
@MainActor
protocol SignInInteractorOutput: AnyObject {
    /// The instance's sign-in page is ready: its address, and whether the browser was opened.
    func didBegin(_ page: SignInPage)
    /// The account is signed in and kept.
    func didSignIn(accountName: String)
    /// Signing in stopped; the reason, worded.
    func didFail(_ reason: String)
}
