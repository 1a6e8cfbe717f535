/// What the composer tells the module that opened it.
@MainActor
public protocol ComposeModuleOutput: AnyObject {
    /// My new posts waiting in the outbox changed (one was queued, or a refused one taken back
    /// into the composer): show them as they now are.
    func didChangeQueuedPosts()
    /// The post is on the server: show it.
    func didPublishPost(_ post: Post)
    /// My post was edited: show it as it now is.
    func didEditPost(_ post: Post)
}
