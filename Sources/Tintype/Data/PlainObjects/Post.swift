import FoundationEssentials
import TextBasics

/// A post as the screens see it: every string already clean, no HTML, no control characters.
///
/// Its ids are held in it, its other fields in one box its copies share until one of them
/// changes (copy on write, as an array is): the store, the timeline kept for paging and each list
/// hold the same posts, a thousand at a time, and a copy costs its ids and eight bytes rather
/// than the post's whole size.
public struct Post: Sendable, Equatable, Identifiable {
    public enum Visibility: String, Sendable {
        case everyone, unlisted, followers, mentioned
    }

    // The ids stay out of the box: lists look rows up by them, a thousand at a time, and read
    // them side by side rather than each in a box of its own.

    /// The row's own id: a boost's, for a boost.
    public var id: String
    /// The id of the post shown: the boosted post's for a boost, else the same as `id`.
    public var originalId: String
    /// Every other field, shared with the post's copies.
    private var storage: Storage

    public var author: Author {
        get { storage.fields.author }
        set { change(\.author, to: newValue) }
    }
    public var createdAt: Date? {
        get { storage.fields.createdAt }
        set { change(\.createdAt, to: newValue) }
    }
    public var caption: String {
        get { storage.fields.caption }
        set { change(\.caption, to: newValue) }
    }
    /// The content warning; when not empty the caption is hidden until asked for.
    public var contentWarning: String {
        get { storage.fields.contentWarning }
        set { change(\.contentWarning, to: newValue) }
    }
    public var media: [MediaItem] {
        get { storage.fields.media }
        set { change(\.media, to: newValue) }
    }
    public var likesCount: Int {
        get { storage.fields.likesCount }
        set { change(\.likesCount, to: newValue) }
    }
    public var commentsCount: Int {
        get { storage.fields.commentsCount }
        set { change(\.commentsCount, to: newValue) }
    }
    public var boostsCount: Int {
        get { storage.fields.boostsCount }
        set { change(\.boostsCount, to: newValue) }
    }
    public var isLiked: Bool {
        get { storage.fields.isLiked }
        set { change(\.isLiked, to: newValue) }
    }
    /// Boosted by the signed-in account.
    public var isBoosted: Bool {
        get { storage.fields.isBoosted }
        set { change(\.isBoosted, to: newValue) }
    }
    /// Saved (bookmarked) by the signed-in account.
    public var isSaved: Bool {
        get { storage.fields.isSaved }
        set { change(\.isSaved, to: newValue) }
    }
    public var visibility: Visibility {
        get { storage.fields.visibility }
        set { change(\.visibility, to: newValue) }
    }
    /// Who shared this post into the feed, when it is a boost.
    public var boostedBy: Author? {
        get { storage.fields.boostedBy }
        set { change(\.boostedBy, to: newValue) }
    }
    /// An answer to another post: a comment, which the home feed leaves in its thread.
    public var isReply: Bool {
        get { storage.fields.isReply }
        set { change(\.isReply, to: newValue) }
    }
    /// The author changed it after it was posted.
    public var isEdited: Bool {
        get { storage.fields.isEdited }
        set { change(\.isEdited, to: newValue) }
    }
    /// My new post still in the outbox shows as sending (or refused) until the server has it.
    public var delivery: Delivery {
        get { storage.fields.delivery }
        set { change(\.delivery, to: newValue) }
    }
    /// The title of a filter of mine that asks to warn before the post is shown; nil when none did.
    public var filterTitle: String? {
        get { storage.fields.filterTitle }
        set { change(\.filterTitle, to: newValue) }
    }
    /// The post it quotes, or why that post is not shown; nil for a post that quotes none.
    public var quote: PostQuote? {
        get { storage.fields.quote }
        set { change(\.quote, to: newValue) }
    }
    public var poll: Poll? {
        get { storage.fields.poll }
        set { change(\.poll, to: newValue) }
    }
    /// The caption in my language, where I asked for it; every screen shows it in place of the
    /// original until asked again.
    public var translation: PostTranslation? {
        get { storage.fields.translation }
        set { change(\.translation, to: newValue) }
    }
    /// The post's own page on its server (http or https), to copy or open; nil where the server
    /// gives none.
    public var address: String? {
        get { storage.fields.address }
        set { change(\.address, to: newValue) }
    }
    /// The links in the caption, in the order it shows them.
    public var captionLinks: [TextLink] {
        get { storage.fields.captionLinks }
        set { change(\.captionLinks, to: newValue) }
    }

    public init(
        id: String, author: Author, createdAt: Date?, caption: String, contentWarning: String = "",
        media: [MediaItem] = [], likesCount: Int = 0, commentsCount: Int = 0, boostsCount: Int = 0,
        isLiked: Bool = false, isBoosted: Bool = false, isSaved: Bool = false, visibility: Visibility = .everyone, boostedBy: Author? = nil,
        isReply: Bool = false, isEdited: Bool = false, delivery: Delivery = .sent, filterTitle: String? = nil, originalId: String? = nil,
        quote: PostQuote? = nil, poll: Poll? = nil, address: String? = nil
    ) {
        self.id = id
        self.originalId = originalId ?? id
        storage = Storage(
            Fields(
                author: author, createdAt: createdAt, caption: caption, contentWarning: contentWarning, media: media,
                likesCount: likesCount, commentsCount: commentsCount, boostsCount: boostsCount, isLiked: isLiked,
                isBoosted: isBoosted, isSaved: isSaved, visibility: visibility, boostedBy: boostedBy, isReply: isReply, isEdited: isEdited,
                delivery: delivery, filterTitle: filterTitle, quote: quote, poll: poll, translation: nil, address: address))
    }

    public static func == (lhs: Post, rhs: Post) -> Bool {
        lhs.id == rhs.id && lhs.originalId == rhs.originalId
            && (lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields)
    }

    /// Changes a field in place while this copy alone holds the box, else in a box of its own.
    /// Setting a field to what it holds changes nothing: the copy goes on sharing its box (a row
    /// shown as the store has it, a post kept as its own original).
    private mutating func change<Value: Equatable>(_ field: WritableKeyPath<Fields, Value>, to value: Value) {
        guard storage.fields[keyPath: field] != value else { return }
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        storage.fields[keyPath: field] = value
    }

    private struct Fields: Sendable, Equatable {
        var author: Author
        var createdAt: Date?
        var caption: String
        /// The content warning; when not empty the caption is hidden until asked for.
        var contentWarning: String
        var media: [MediaItem]
        var likesCount: Int
        var commentsCount: Int
        var boostsCount: Int
        var isLiked: Bool
        /// Boosted by the signed-in account.
        var isBoosted: Bool
        /// Saved (bookmarked) by the signed-in account.
        var isSaved: Bool
        var visibility: Visibility
        /// Who shared this post into the feed, when it is a boost.
        @OutOfLine var boostedBy: Author?
        /// An answer to another post: a comment, which the home feed leaves in its thread.
        var isReply: Bool
        /// The author changed it after it was posted.
        var isEdited: Bool
        /// My new post still in the outbox shows as sending (or refused) until the server has it.
        var delivery: Delivery
        /// The title of a filter of mine that asks to warn before the post is shown; nil when none did.
        var filterTitle: String?
        /// The post it quotes, or why that post is not shown; nil for a post that quotes none.
        var quote: PostQuote?
        @OutOfLine var poll: Poll?
        /// The caption in my language, where I asked for it; every screen shows it in place of the
        /// original until asked again.
        var translation: PostTranslation?
        /// The post's own page on its server (http or https), to copy or open; nil where the server
        /// gives none.
        var address: String?
        /// The links in the caption, in the order it shows them.
        var captionLinks: [TextLink] = []
    }

    /// Unchecked: its fields are written only while one copy of the post holds it (see `fields`),
    /// so no other copy, on any thread, ever sees them change.
    private final class Storage: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }
}
