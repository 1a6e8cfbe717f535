import FoundationEssentials

/// A quoted post as its card shows it, every string already clean.
public struct QuotedPost: Sendable, Equatable {
    public var id: String
    public var author: Author
    public var createdAt: Date?
    public var caption: String
    /// When not empty, the card shows it in place of the caption.
    public var contentWarning: String
    public var media: [MediaItem]
    /// It quotes a post itself: one level is drawn, and a word says there is more.
    public var quotesAnother: Bool

    public init(
        id: String, author: Author, createdAt: Date?, caption: String, contentWarning: String = "", media: [MediaItem] = [],
        quotesAnother: Bool = false
    ) {
        self.id = id
        self.author = author
        self.createdAt = createdAt
        self.caption = caption
        self.contentWarning = contentWarning
        self.media = media
        self.quotesAnother = quotesAnother
    }

    /// The card after its author edited the post: the words and photos of the edited copy.
    func withContent(of edited: Post) -> QuotedPost {
        var changed = self
        changed.caption = edited.caption
        changed.contentWarning = edited.contentWarning
        changed.media = edited.media
        return changed
    }
}
