/// Module is responsible for __purpose__.
@MainActor
final class __Module__Router: __Module__RouterInput {
    weak var transitionHandler: (any TransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
