import FoundationEssentials

/// One direct message, as the chat shows it: clean text without the mentions that address it,
/// its photos' descriptions, and whether the server has it yet.
public struct Message: Sendable, Equatable, Identifiable {
    /// The status id, or the outbox item's id while the server does not have it.
    public var id: String
    /// Nil for the signed-in person's own messages.
    public var author: Author?
    public var createdAt: Date?
    public var text: String
    public var media: [MediaItem]
    public var delivery: Delivery

    public init(id: String, author: Author?, createdAt: Date?, text: String, media: [MediaItem] = [], delivery: Delivery = .sent) {
        self.id = id
        self.author = author
        self.createdAt = createdAt
        self.text = text
        self.media = media
        self.delivery = delivery
    }

    public var isMine: Bool { author == nil }
}
