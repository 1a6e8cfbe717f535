import Imaging
import TextBasics

/// One post of a list with every string ready to draw.
struct PostCellObject: Identifiable, Equatable, Sendable {
    var id: String { postId }
    var postId: String
    var authorName: String
    /// "@grace" or "@grace@pixelfed.social".
    var authorHandle: String
    /// "5m", "2h", "3d".
    var age: String
    var caption: String
    /// The links in the caption.
    var captionLinks: [TextLink] = []
    /// "translated from es", under a caption shown in my language.
    var translationNote: String?
    /// "CW: spoilers", shown instead of the caption.
    var contentWarning: String?
    /// "2 photos", "1 video · 0:04", or nil for a post with none.
    var mediaSummary: String?
    /// The first attachment moves (a video, a GIF): marked ▶ rather than ▣.
    var mediaMoves = false
    /// How many photos and other attachments the post has.
    var mediaCount = 0
    /// The first photo's alt text, on one line.
    var altText: String?
    var likes: String
    var comments: String
    var isLiked: Bool
    /// Whether I boosted it and whether I saved it: marked after the counts.
    var isBoosted = false
    var isSaved = false
    /// "sending…" or "not sent" for my post still in the outbox, drawn where the counts go.
    var deliveryNote: String?
    /// Why the server refused my post, and how to write it again; nil for any other post.
    var refusal: String?
    /// "↻ Ada boosted", for a boost.
    var boostLine: String?
    /// Whether the row has a thumbnail's place: the post's first attachment is a photo.
    var hasThumbnail = false
    /// The first photo, small, or its likeness while it loads; nil until either is known.
    var thumbnail: PixelImage?
    /// Its poll, under the caption.
    @OutOfLine var poll: PollCellObject?
    /// The post it quotes, as a card under the caption.
    @OutOfLine var quote: QuoteCardObject?
    /// Set where the list shows the post as a large photo with its caption under it.
    @OutOfLine var largePhoto: LargePhoto?

    /// A post's first photo drawn as large as the list allows.
    struct LargePhoto: Equatable, Sendable {
        /// The photo in full, else its thumbnail or likeness while it loads; nil until one is known.
        var picture: PixelImage?
        /// Width over height, where the server said: the photo's box keeps its shape.
        var aspectRatio: Double?
    }
}
