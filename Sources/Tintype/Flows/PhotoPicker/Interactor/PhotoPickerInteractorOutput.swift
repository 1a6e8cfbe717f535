import Imaging

/// Module is responsible for the pictures in a folder with their thumbnails, to add one to a post.
@MainActor
protocol PhotoPickerInteractorOutput: AnyObject {
    /// The folders and pictures in `folder`, folders first; `name` is the folder's path cleaned to be shown.
    func didObtainEntries(_ entries: [PhotoFolderEntry], inFolder folder: String, named name: String)
    /// A picture's thumbnail (nil: it cannot be drawn), by its path.
    func didObtainThumbnail(_ picture: PixelImage?, path: String, isFinal: Bool)
}
