/// Module is responsible for a new post: photos with their alt text, a caption, who may see it.
@MainActor
protocol ComposeRouterInput: AnyObject {
    /// Goes back to the module below, freeing this one; on the first module of a tab, that quits.
    func closeCurrentModule()
    /// The pictures of a folder to choose from, starting where the last photo came from.
    func openPhotoPickerModule(startingAfterPhotoAt lastPhotoPath: String?, output: any PhotoPickerModuleOutput)
}
