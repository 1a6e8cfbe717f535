/// Module is responsible for the pictures in a folder with their thumbnails, to add one to a post.
@MainActor
protocol PhotoPickerRouterInput: AnyObject {
    /// Goes back to the module below, freeing this one; on the first module of a tab, that quits.
    func closeCurrentModule()
}
