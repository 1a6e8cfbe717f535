import MastodonAPI

/// What became of a queued comment the person took back.
public enum CommentTakeBack: Sendable {
    /// It is back in the draft of the reply it was, with what the draft held before.
    case draft(String)
    /// It had reached the server after all: it stays, as the server has it.
    case alreadySent(StatusEntity)
}
