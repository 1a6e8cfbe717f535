/// Why the server refused an outbox item for good, kept as what happened rather than as a
/// sentence, so it is worded when shown, in the language of that moment.
public enum OutboxRejection: Equatable, Sendable {
    /// 403: the server's own explanation, when it gave one.
    case notAllowed(serverMessage: String?)
    /// 404: the post it answers is gone.
    case targetGone
    /// 422 and the like: the server's own explanation (such as "Text is too long"), when it gave one.
    case refused(serverMessage: String?)
    /// Another status the outbox does not send again.
    case refusedWithStatus(Int)
    /// A photo of the post could no longer be read from its file, so it was never sent.
    case photoUnreadable(path: String)
}
