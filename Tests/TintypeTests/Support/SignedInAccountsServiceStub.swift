@testable import Tintype
@testable import TintypeApp

/// Signed-in accounts as a test sets them; a failure given is thrown.
struct SignedInAccountsServiceStub: SignedInAccountsService {
    var names: [String] = ["grace@pixelfed.example"]
    var defaultName: String? = "grace@pixelfed.example"
    var failure: AccountBook.Failure?

    func signedInAccounts() throws -> (names: [String], defaultName: String?) {
        if let failure { throw failure }
        return (names, defaultName)
    }
}
