/// Module is responsible for a new post: photos with their alt text, a caption, who may see it.
@MainActor
final class ComposeRouter: ComposeRouterInput {
    weak var transitionHandler: (any TransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func openPhotoPickerModule(startingAfterPhotoAt lastPhotoPath: String?, output: any PhotoPickerModuleOutput) {
        let module = moduleFactory.makePhotoPickerModule()
        module.input.configure(startingAfterPhotoAt: lastPhotoPath, output: output)
        transitionHandler?.openModule(module.view)
    }

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
