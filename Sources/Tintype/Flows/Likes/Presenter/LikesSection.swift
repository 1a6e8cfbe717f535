/// The two lists of the Likes tab, one shown at a time.
enum LikesSection: Sendable, Equatable {
    /// Likes of my posts, grouped by post.
    case activity
    /// The posts I liked.
    case likedPosts
}
