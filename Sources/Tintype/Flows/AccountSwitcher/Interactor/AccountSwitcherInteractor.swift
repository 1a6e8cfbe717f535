/// Module is responsible for choosing which signed-in account the app shows, or signing in to another.
///
/// Holds only its dependencies: the account book is a small local file, read at once.
@MainActor
final class AccountSwitcherInteractor: AccountSwitcherInteractorInput {
    weak var output: (any AccountSwitcherInteractorOutput)?
    private let signedInAccountsService: any SignedInAccountsService

    init(signedInAccountsService: any SignedInAccountsService) {
        self.signedInAccountsService = signedInAccountsService
    }

    func obtainAccounts() {
        do {
            let accounts = try signedInAccountsService.signedInAccounts()
            output?.didObtainAccounts(accounts.names, defaultName: accounts.defaultName)
        } catch {
            output?.didFailToObtainAccounts(ErrorExplanation.describe(error, instance: ""))
        }
    }

    func cancelAllRequests() {}
}
