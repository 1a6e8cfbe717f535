import Foundation

/// Signing in from the app's own screen: the steps of a sign-in, for the screen to show each.
public protocol SignInService: Sendable {
    /// Registers Tintype with the instance and gives the page where the person allows it.
    func begin(instance: String) async throws -> SignInAttempt
    /// Opens the page in the person's browser; false where there is none to open.
    func openInBrowser(_ attempt: SignInAttempt) -> Bool
    /// Waits for the browser to come back, and keeps the account.
    func completeWhenTheBrowserReturns(_ attempt: SignInAttempt) async throws -> SignedInAccount
    /// Takes the code the person pasted, and keeps the account.
    func complete(_ attempt: SignInAttempt, code: String) async throws -> SignedInAccount
    func abandon(_ attempt: SignInAttempt) async
}
