/// Module is responsible for a post's photos one at a time, as large as the terminal allows.
@MainActor
protocol PhotoViewerRouterInput: AnyObject {
    /// Opens a photo's original in the external viewer, without waiting for it; throws when the
    /// viewer cannot be started.
    func openOriginal(at address: String) throws
    /// Goes back to the post, freeing this module.
    func closeCurrentModule()
}
