import FoundationEssentials

/// Signing in from the app's own screen: the steps of a sign-in, for the screen to show each. The
/// service keeps the attempt under way (its proof key, the app registered), one at a time.
public protocol SignInService: Sendable {
    /// Registers Tintype with the instance and gives the page where the person allows it (not
    /// opened yet); an attempt still under way is abandoned first.
    func begin(instance: String) async throws -> SignInPage
    /// Opens the page of the attempt under way in the person's browser; false where there is
    /// none to open, or no attempt.
    func openPageInBrowser() -> Bool
    /// Waits for the browser to come back, keeps the account and gives its name (`name@instance`).
    func completeWhenTheBrowserReturns() async throws -> String
    /// Takes the code the person pasted, keeps the account and gives its name.
    func complete(code: String) async throws -> String
    /// Gives up the attempt under way, if there is one.
    func abandon() async
}

/// Why a step needing the attempt under way could not be taken.
public enum SignInServiceError: Error, Equatable {
    /// Nothing was begun, or it was given up.
    case noAttempt
}
