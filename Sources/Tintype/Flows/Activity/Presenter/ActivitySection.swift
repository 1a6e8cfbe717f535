/// The two lists of the Activity tab, one shown at a time.
enum ActivitySection: Sendable, Equatable {
    /// What happened to me: likes, comments, mentions, follows, boosts.
    case activity
    /// The posts I liked.
    case likedPosts
}
