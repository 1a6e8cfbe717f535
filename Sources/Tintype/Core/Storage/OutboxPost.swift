import FoundationEssentials
import TextBasics

/// A post waiting in the outbox: its caption, its photos (each uploaded once, then remembered by
/// the id the server gave it), what it answers and who may see it.
public struct OutboxPost: Sendable, Equatable {
    /// A poll in place of photos.
    public struct Poll: Sendable, Equatable {
        public var options: [String]
        public var expiresInSeconds: Int
        public var allowsMultiple: Bool

        public init(options: [String], expiresInSeconds: Int, allowsMultiple: Bool = false) {
            self.options = options
            self.expiresInSeconds = expiresInSeconds
            self.allowsMultiple = allowsMultiple
        }
    }

    public struct Photo: Sendable, Equatable {
        public var path: String
        public var altText: String?
        public var uploadedId: String?

        public init(path: String, altText: String? = nil, uploadedId: String? = nil) {
            self.path = path
            self.altText = altText
            self.uploadedId = uploadedId
        }
    }

    public var text: String
    public var photos: [Photo]
    public var inReplyToId: String?
    public var visibility: String?
    /// The content warning shown before the text and photos; empty for none.
    public var contentWarning: String
    /// Photos hidden behind a warning until the reader asks to see them.
    public var isSensitive: Bool
    /// The text's language, as ISO 639 ("en", "ru"); nil leaves it to the server.
    public var language: String?
    public var poll: Poll?
    /// The post it quotes.
    public var quotedPostId: String?
    /// When the server is to publish it; nil for as soon as it is sent.
    public var scheduledAt: Date?
    /// Who may quote it; nil leaves it to the server.
    public var quotePolicy: QuotePolicy?

    public init(
        text: String, photos: [Photo] = [], inReplyToId: String? = nil, visibility: String? = nil, contentWarning: String = "",
        isSensitive: Bool = false, language: String? = nil, poll: Poll? = nil, quotedPostId: String? = nil,
        scheduledAt: Date? = nil, quotePolicy: QuotePolicy? = nil
    ) {
        self.scheduledAt = scheduledAt
        self.quotePolicy = quotePolicy
        self.poll = poll
        self.quotedPostId = quotedPostId
        self.text = text
        self.photos = photos
        self.inReplyToId = inReplyToId
        self.visibility = visibility
        self.contentWarning = contentWarning
        self.isSensitive = isSensitive
        self.language = language
    }

    /// Whether it carries more than an older Tintype's records could hold.
    package var hasDetailsBeyondTheFirstRecords: Bool {
        !contentWarning.isEmpty || isSensitive || language != nil
    }

    /// Whether it carries a poll or a quote, which records before version 4 could not hold.
    package var hasPollOrQuote: Bool {
        poll != nil || quotedPostId != nil
    }

    /// The same post asked for again (a command run twice after a lost answer) has the same
    /// fingerprint, so it continues the first instead of publishing a second.
    var fingerprint: String {
        let pollParts = poll.map { $0.options + [String($0.expiresInSeconds), $0.allowsMultiple ? "several" : ""] } ?? []
        let time = scheduledAt.map { String(Int($0.timeIntervalSince1970)) } ?? ""
        let details =
            [contentWarning, isSensitive ? "sensitive" : "", language ?? "", quotedPostId ?? "", time, quotePolicy?.rawValue ?? ""]
            + pollParts
        let parts = [text, inReplyToId ?? "", visibility ?? ""] + photos.flatMap { [$0.path, $0.altText ?? ""] } + details
        return String(CRC32.checksum(Array(parts.joined(separator: "\u{1F}").utf8)), radix: 16)
    }
}

extension OutboxPost {
    /// This draft with another's words after its own and its photos after these, up to
    /// `photoLimit` (the other's settings where this one has none): a post written again joins a
    /// draft left in the composer rather than replace it.
    public func joined(with other: OutboxPost, photoLimit: Int) -> OutboxPost {
        guard !isEmpty else { return other }
        var joined = self
        if !other.text.isEmpty, !text.contains(other.text) { joined.text += (text.isEmpty ? "" : "\n\n") + other.text }
        if joined.contentWarning.isEmpty { joined.contentWarning = other.contentWarning }
        if joined.scheduledAt == nil { joined.scheduledAt = other.scheduledAt }
        joined.photos = Array((photos + other.photos).prefix(max(photos.count, photoLimit)))
        return joined
    }

    /// Nothing written and no photo: not worth keeping as a draft.
    public var isEmpty: Bool {
        text.trimmed().isEmpty && photos.isEmpty
            && contentWarning.trimmed().isEmpty
    }
}
