/// Module is responsible for the pictures in a folder with their thumbnails, to add one to a post.
@MainActor
final class PhotoPickerRouter: PhotoPickerRouterInput {
    weak var transitionHandler: (any TransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
