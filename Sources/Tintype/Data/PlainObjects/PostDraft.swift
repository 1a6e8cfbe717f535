import FoundationEssentials

/// A new post as it is being composed: every field as the person left it.
public struct PostDraft: Sendable, Equatable {
    public struct Photo: Sendable, Equatable {
        /// Where the picture is on this computer.
        public var path: String
        /// The file's name, clean for the terminal.
        public var name: String
        /// Empty until written.
        public var altText: String
        /// The photo is on the server already (a post taken down to be written again): no file.
        public var uploadedId: String?
        /// The file's size when it was added; nil where not known (a draft kept from before).
        public var bytes: Int?

        public init(path: String, name: String, altText: String = "", uploadedId: String? = nil, bytes: Int? = nil) {
            self.path = path
            self.name = name
            self.altText = altText
            self.uploadedId = uploadedId
            self.bytes = bytes
        }

        /// A video rather than a picture, as its name says.
        public var isVideo: Bool { PhotoFiles.isVideo(named: name) }
    }

    /// A poll in place of photos: its options, how long it stays open, whether several may be chosen.
    public struct Poll: Sendable, Equatable {
        public var options: [String]
        public var expiresInSeconds: Int
        public var allowsMultiple: Bool

        public init(options: [String], expiresInSeconds: Int = 86_400, allowsMultiple: Bool = false) {
            self.options = options
            self.expiresInSeconds = expiresInSeconds
            self.allowsMultiple = allowsMultiple
        }
    }

    public var caption = ""
    public var contentWarning = ""
    public var isSensitive = false
    public var visibility = Post.Visibility.everyone
    /// ISO 639 ("en"); empty leaves it to the server.
    public var language = ""
    public var photos: [Photo] = []
    /// The post this one quotes, by its id.
    public var quotedPostId: String?
    /// "Grace Hopper @grace: Moths in relay 70", to show what is quoted; nil for a draft kept from
    /// before, which names the post by its id alone.
    public var quotedExcerpt: String?
    /// When the server is to publish it; nil for at once.
    public var publishesAt: Date?
    public var poll: Poll?
    /// Who may quote it.
    public var quotePolicy = QuotePolicy.anyone

    public init() {}
}
