/// What the thread tells the module it is embedded in.
@MainActor
public protocol CommentsModuleOutput: AnyObject {
    /// The server took a comment answering `postId`.
    func didSendComment(inReplyToId postId: String)
}
