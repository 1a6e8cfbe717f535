extension TaskTracker {
    /// Tells `onChange` of every change to the posts, made on any screen, until the work is
    /// cancelled: the module closes.
    func observeChanges(of postStore: PostStore, _ onChange: @escaping @MainActor @Sendable (PostStoreChange) -> Void) {
        listen(to: postStore, onChange)
    }
}
