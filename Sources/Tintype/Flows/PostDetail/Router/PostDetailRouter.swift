/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
final class PostDetailRouter: PostDetailRouterInput {
    weak var transitionHandler: (any TransitionHandler)?

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
