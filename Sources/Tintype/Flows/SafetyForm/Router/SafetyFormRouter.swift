/// Module is responsible for a mute or a report of an account: for how long, or why, with a word for the moderators.
@MainActor
final class SafetyFormRouter: SafetyFormRouterInput {
    weak var transitionHandler: (any TransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
