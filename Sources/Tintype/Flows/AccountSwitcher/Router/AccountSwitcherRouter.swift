/// Module is responsible for choosing which signed-in account the app shows, or signing in to another.
@MainActor
final class AccountSwitcherRouter: AccountSwitcherRouterInput {
    weak var transitionHandler: (any TransitionHandler)?

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
