/// Module is responsible for a post's photos one at a time, as large as the terminal allows.
@MainActor
final class PhotoViewerRouter: PhotoViewerRouterInput {
    weak var transitionHandler: (any TransitionHandler)?
    private let externalViewer: ExternalViewer

    init(externalViewer: ExternalViewer) {
        self.externalViewer = externalViewer
    }

    func openOriginal(at address: String) throws {
        try externalViewer.open(address)
    }

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
