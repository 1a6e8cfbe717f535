/// Module is responsible for the tab bar and the tabs under it.
///
/// Holds only its dependencies and the handle of its request: who is signed in, for the bar.
@MainActor
final class RootInteractor: RootInteractorInput {
    weak var output: (any RootInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()
    private let accountService: any AccountService

    init(accountService: any AccountService) {
        self.accountService = accountService
    }

    isolated deinit {
        work.cancelAll()
    }

    func obtainCurrentAccount() {
        work.request(
            for: self, inSlot: "account", { [accountService] in try await accountService.obtainCurrentAccount().author },
            then: { $0.output?.didObtainCurrentAccount($1) })
    }
}
