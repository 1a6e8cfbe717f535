/// Module is responsible for signing in to an instance, when Tintype has no account yet.
@MainActor
protocol SignInInteractorOutput: AnyObject {
    func didBegin(_ page: SignInPage)
    func didSignIn(accountName: String)
    func didFail(_ reason: String)
}
