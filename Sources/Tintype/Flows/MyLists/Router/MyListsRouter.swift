/// Module is responsible for my lists: made, renamed and taken down, and who is in each.
@MainActor
final class MyListsRouter: MyListsRouterInput {
    weak var transitionHandler: (any TransitionHandler)?

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
