/// Everything the photo picker presenter remembers.
struct PhotoPickerState {
    /// The photo added last, whose folder the picker opens in.
    var lastPhotoPath: String?
    /// The folder listed, once known.
    var folder: String?
    /// The folder just left, selected once its parent is listed.
    var leftFolder: String?
    var entries: [PhotoFolderEntry] = []
    /// Each picture's thumbnail, by its path.
    var thumbnails = RowPictures()
    /// The rows on screen, as the view last said.
    var rowsOnScreen: Range<Int> = 0..<0
}
