/// The accounts Tintype is signed in to, as the account switcher lists them.
public protocol SignedInAccountsService: Sendable {
    /// Their names (`name@instance`), in the order they were signed in, and the default's.
    func signedInAccounts() throws -> (names: [String], defaultName: String?)
}
