import Imaging

/// One liked post of mine, with every string ready to draw.
struct LikeGroupCellObject: Identifiable, Equatable, Sendable {
    var id: String { postId }
    var postId: String
    /// "Grace Hopper, Alan Turing and 3 others liked your post".
    var headline: String
    /// The latest like's age: "5m", "2h".
    var age: String
    /// The post's first caption line, or its content warning.
    var caption: String
    /// "2 photos", or nil for a post with none.
    var mediaSummary: String?
    /// Whether the row has a thumbnail's place: the post's first attachment is a photo.
    var hasThumbnail = false
    /// The post's first photo, small, or its likeness; nil until either is known.
    var thumbnail: PixelImage?
}
