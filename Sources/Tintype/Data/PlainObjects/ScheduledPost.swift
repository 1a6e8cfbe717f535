import FoundationEssentials

/// One of my posts the server holds back until its time, with what it will say then; every
/// string cleaned.
public struct ScheduledPost: Sendable, Equatable, Identifiable {
    public var id: String
    public var publishesAt: Date
    public var text: String
    public var contentWarning: String
    public var photoCount: Int
    public var pollOptions: [String]
    public var isReply: Bool

    public init(
        id: String, publishesAt: Date, text: String, contentWarning: String = "", photoCount: Int = 0, pollOptions: [String] = [],
        isReply: Bool = false
    ) {
        self.id = id
        self.publishesAt = publishesAt
        self.text = text
        self.contentWarning = contentWarning
        self.photoCount = photoCount
        self.pollOptions = pollOptions
        self.isReply = isReply
    }
}
