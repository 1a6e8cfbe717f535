/// Module is responsible for a post's photos one at a time, as large as the terminal allows.
@MainActor
final class PhotoViewerRouter: PhotoViewerRouterInput {
    weak var transitionHandler: (any TransitionHandler)?

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
