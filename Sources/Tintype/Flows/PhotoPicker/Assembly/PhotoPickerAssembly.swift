/// Module is responsible for the pictures in a folder with their thumbnails, to add one to a post.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure.
@MainActor
public struct PhotoPickerAssembly {
    private let mediaService: any MediaService
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(mediaService: any MediaService, moduleFactory: any ModuleFactory, context: ModuleContext) {
        self.mediaService = mediaService
        self.moduleFactory = moduleFactory
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any PhotoPickerModuleInput) {
        let interactor = PhotoPickerInteractor(photoFiles: PhotoFiles(), mediaService: mediaService)
        let router = PhotoPickerRouter(moduleFactory: moduleFactory)
        let presenter = PhotoPickerPresenter(interactor: interactor, router: router, cellObjectFactory: PhotoFileCellObjectFactory())
        let view = PhotoPickerView(dataDisplayManager: ListDataDisplayManager<PhotoFileCell>())
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
