import Imaging

/// A folder or a picture of the picker with every string ready to draw.
struct PhotoFileCellObject: Identifiable, Equatable, Sendable {
    /// The path: unique in a folder.
    var id: String
    /// "cat.jpg", or "Holidays/" for a folder.
    var name: String
    var isFolder: Bool
    /// The picture, small, once it is made; nil before, and for a folder.
    var thumbnail: PixelImage?
}
