/// What stands in a post that quotes another: the quoted post, or why it is not shown.
public enum PostQuote: Sendable, Equatable {
    /// The quoted post, one level deep. Boxed, so a post that quotes none stays small.
    indirect case shown(QuotedPost)
    /// Not shown yet: its author has not approved the quote.
    case pending
    /// Deleted, or its author took the quote back.
    case removed
    /// Not for me: the quote was refused, the post is private, or its author or server is one I
    /// block or mute.
    case hidden

    /// The quoted post's id, where it is shown.
    public var quotedPostId: String? {
        guard case .shown(let quoted) = self else { return nil }
        return quoted.id
    }
}
