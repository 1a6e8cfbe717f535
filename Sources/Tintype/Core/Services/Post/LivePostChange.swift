/// What the stream says of a post already out: edited by its author, or taken down.
public enum LivePostChange: Sendable, Equatable {
    /// The post as it now is.
    case edited(Post)
    case deleted(statusId: String)
}
