import FoundationEssentials
import TextBasics

/// A post as the screens see it: every string already clean, no HTML, no control characters.
public struct Post: Sendable, Equatable, Identifiable {
    public enum Visibility: String, Sendable {
        case everyone, unlisted, followers, mentioned
    }

    /// The row's own id: a boost's, for a boost.
    public var id: String
    /// The id of the post shown: the boosted post's for a boost, else the same as `id`.
    public var originalId: String
    public var author: Author
    public var createdAt: Date?
    public var caption: String
    /// The content warning; when not empty the caption is hidden until asked for.
    public var contentWarning: String
    public var media: [MediaItem]
    public var likesCount: Int
    public var commentsCount: Int
    public var boostsCount: Int
    public var isLiked: Bool
    /// Boosted by the signed-in account.
    public var isBoosted: Bool
    /// Saved (bookmarked) by the signed-in account.
    public var isSaved: Bool
    public var visibility: Visibility
    /// Who shared this post into the feed, when it is a boost.
    @OutOfLine public var boostedBy: Author?
    /// An answer to another post: a comment, which the home feed leaves in its thread.
    public var isReply: Bool
    /// The author changed it after it was posted.
    public var isEdited: Bool
    /// My new post still in the outbox shows as sending (or refused) until the server has it.
    public var delivery: Delivery
    /// The title of a filter of mine that asks to warn before the post is shown; nil when none did.
    public var filterTitle: String?
    /// The post it quotes, or why that post is not shown; nil for a post that quotes none.
    public var quote: PostQuote?
    @OutOfLine public var poll: Poll?
    /// The caption in my language, where I asked for it; every screen shows it in place of the
    /// original until asked again.
    public var translation: PostTranslation?
    /// The post's own page on its server (http or https), to copy or open; nil where the server
    /// gives none.
    public var address: String?
    /// The links in the caption, in the order it shows them.
    public var captionLinks: [TextLink] = []

    public init(
        id: String, author: Author, createdAt: Date?, caption: String, contentWarning: String = "",
        media: [MediaItem] = [], likesCount: Int = 0, commentsCount: Int = 0, boostsCount: Int = 0,
        isLiked: Bool = false, isBoosted: Bool = false, isSaved: Bool = false, visibility: Visibility = .everyone, boostedBy: Author? = nil,
        isReply: Bool = false, isEdited: Bool = false, delivery: Delivery = .sent, filterTitle: String? = nil, originalId: String? = nil,
        quote: PostQuote? = nil, poll: Poll? = nil, address: String? = nil
    ) {
        self.address = address
        self.filterTitle = filterTitle
        self.quote = quote
        self.poll = poll
        self.id = id
        self.originalId = originalId ?? id
        self.author = author
        self.createdAt = createdAt
        self.caption = caption
        self.contentWarning = contentWarning
        self.media = media
        self.likesCount = likesCount
        self.commentsCount = commentsCount
        self.boostsCount = boostsCount
        self.isLiked = isLiked
        self.isBoosted = isBoosted
        self.isSaved = isSaved
        self.visibility = visibility
        self.boostedBy = boostedBy
        self.isReply = isReply
        self.isEdited = isEdited
        self.delivery = delivery
    }
}
