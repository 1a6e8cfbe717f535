import Tintype

/// The account book, read for the switcher.
public struct SignedInAccountsServiceImplementation: SignedInAccountsService {
    private let paths: StoragePaths

    public init(paths: StoragePaths) {
        self.paths = paths
    }

    public func signedInAccounts() throws -> (names: [String], defaultName: String?) {
        let contents = try AccountBook(paths: paths).read()
        return (contents.accounts.map(\.name), contents.defaultAccount?.name)
    }
}
