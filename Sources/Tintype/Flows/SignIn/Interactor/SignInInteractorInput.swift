/// Module is responsible for signing in to an instance, when Tintype has no account yet.
@MainActor
protocol SignInInteractorInput: AnyObject {
    /// Registers with the instance; the output hears of the page, then of the account or why not.
    func begin(instance: String)
    /// Opens the page in the browser again.
    func openPageAgain()
    /// Completes the sign-in with the code the person pasted, on the instance named (for the
    /// words of a failure).
    func complete(code: String, instance: String)
    /// Gives up the sign-in under way.
    func abandon()
    /// Stops every request in flight, when the module closes.
    func cancelAllRequests()
}
