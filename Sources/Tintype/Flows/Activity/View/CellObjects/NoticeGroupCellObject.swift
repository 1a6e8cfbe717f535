import Imaging

/// One row of Activity, with every string ready to draw.
struct NoticeGroupCellObject: Identifiable, Equatable, Sendable {
    var id: String
    /// The kind at a glance: ♥ a like, ↻ a boost, » a comment, @ a mention, + a follow, ? a request.
    var symbol: String
    /// Whether the symbol takes the like's colour.
    var isLike = false
    /// "Grace Hopper, Alan Turing and 3 others liked your post".
    var headline: String
    /// The latest notice's age: "5m", "2h".
    var age: String
    /// The post's first caption line (a comment's words, quoted), its content warning, or the
    /// handles of those who followed.
    var caption: String
    /// "2 photos", or nil for a post with none.
    var mediaSummary: String?
    /// Under a follow request: what `a` and `x` do, or how it was answered.
    var note: String?
    /// Whether the row has a thumbnail's place: the post's first attachment is a photo.
    var hasThumbnail = false
    /// The post's first photo, small, or its likeness; nil until either is known.
    var thumbnail: PixelImage?
}
