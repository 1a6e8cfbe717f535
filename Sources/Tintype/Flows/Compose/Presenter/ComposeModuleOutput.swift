/// What the composer tells the module that opened it on one of my posts to edit. A new post
/// needs no opener to hear of it: the lists of my posts show it from the outbox, on its way, sent
/// or refused.
@MainActor
public protocol ComposeModuleOutput: AnyObject {
    /// My post was edited; every screen shows it through the store of posts, and the opener may
    /// say so.
    func didEditPost(_ post: Post)
}
