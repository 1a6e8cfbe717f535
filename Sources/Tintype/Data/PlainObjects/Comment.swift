import FoundationEssentials
import TextBasics

/// A reply in a post's thread, as the screens see it: clean text, its place in the thread, and
/// whether the server has it yet.
public struct Comment: Sendable, Equatable, Identifiable {
    public typealias Delivery = Tintype.Delivery

    /// The status id, or the outbox item's id while the server does not have it.
    public var id: String
    /// Nil for a comment written here and not yet sent: it is the signed-in person's.
    public var author: Author?
    public var createdAt: Date?
    public var text: String
    /// The links in the text, in the order it shows them.
    public var links: [TextLink] = []
    public var contentWarning: String
    public var likesCount: Int
    /// 0 for a reply to the post, 1 for a reply to such a reply, and so on, up to a cap.
    public var depth: Int
    public var inReplyToId: String?
    public var delivery: Delivery

    public init(
        id: String, author: Author?, createdAt: Date?, text: String, contentWarning: String = "",
        likesCount: Int = 0, depth: Int = 0, inReplyToId: String? = nil, delivery: Delivery = .sent
    ) {
        self.id = id
        self.author = author
        self.createdAt = createdAt
        self.text = text
        self.contentWarning = contentWarning
        self.likesCount = likesCount
        self.depth = depth
        self.inReplyToId = inReplyToId
        self.delivery = delivery
    }
}
