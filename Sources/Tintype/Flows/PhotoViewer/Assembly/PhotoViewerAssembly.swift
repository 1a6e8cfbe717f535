/// Module is responsible for a post's photos one at a time, as large as the terminal allows.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure.
@MainActor
public struct PhotoViewerAssembly {
    private let mediaService: any MediaService
    private let context: ModuleContext

    public init(mediaService: any MediaService, context: ModuleContext) {
        self.mediaService = mediaService
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any PhotoViewerModuleInput) {
        let interactor = PhotoViewerInteractor(mediaService: mediaService, externalViewer: context.externalViewer)
        let router = PhotoViewerRouter()
        let presenter = PhotoViewerPresenter(interactor: interactor, router: router, context: context)
        let view = PhotoViewerView()
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
