/// Module is responsible for the home feed: the posts of the people the account follows.
@MainActor
final class FeedRouter: FeedRouterInput {
    weak var transitionHandler: (any TransitionHandler)?

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
