/// Module is responsible for signing in to an instance, when Tintype has no account yet.
@MainActor
final class SignInRouter: SignInRouterInput {
    weak var transitionHandler: (any TransitionHandler)?

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
