/// Module is responsible for the pictures in a folder with their thumbnails, to add one to a post.
@MainActor
public protocol PhotoPickerModuleInput: AnyObject {
    /// Opens in the folder of `lastPhotoPath` (the photo added last), else `~/Pictures`, else the
    /// home folder; the picked photo goes to `output`.
    func configure(startingAfterPhotoAt lastPhotoPath: String?, output: any PhotoPickerModuleOutput)
}
