import Foundation

/// A post as the screens see it: every string already clean, no HTML, no control characters.
public struct Post: Sendable, Equatable, Identifiable {
    public enum Visibility: String, Sendable {
        case everyone, unlisted, followers, mentioned
    }

    public var id: String
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
    public var visibility: Visibility
    /// Who shared this post into the feed, when it is a boost.
    public var boostedBy: Author?
    /// An answer to another post: a comment, which the home feed leaves in its thread.
    public var isReply: Bool

    public init(
        id: String, author: Author, createdAt: Date?, caption: String, contentWarning: String = "",
        media: [MediaItem] = [], likesCount: Int = 0, commentsCount: Int = 0, boostsCount: Int = 0,
        isLiked: Bool = false, visibility: Visibility = .everyone, boostedBy: Author? = nil, isReply: Bool = false
    ) {
        self.id = id
        self.author = author
        self.createdAt = createdAt
        self.caption = caption
        self.contentWarning = contentWarning
        self.media = media
        self.likesCount = likesCount
        self.commentsCount = commentsCount
        self.boostsCount = boostsCount
        self.isLiked = isLiked
        self.visibility = visibility
        self.boostedBy = boostedBy
        self.isReply = isReply
    }
}
