/// What the composer tells the module that opened it.
@MainActor
public protocol ComposeModuleOutput: AnyObject {
    /// My new posts waiting in the outbox changed (one was queued, or a refused one taken back
    /// into the composer): show them as they now are.
    func didChangeQueuedPosts()
    /// The post is on the server: show it.
    func didPublishPost(_ post: Post)
    /// My post was edited; every screen shows it through the store of posts, and the opener may
    /// say so.
    func didEditPost(_ post: Post)
}

extension ComposeModuleOutput {
    /// An opener that writes only new posts has nothing to say of an edit.
    public func didEditPost(_ post: Post) {}
}
