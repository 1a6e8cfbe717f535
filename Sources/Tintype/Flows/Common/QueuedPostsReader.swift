/// My new posts still in the outbox, as the lists that show my posts (Home, my profile) put them
/// on top, and each one the server confirms. Shared by those lists' interactors.
struct QueuedPostsReader: Sendable {
    let publishingService: any PublishingService
    let accountService: any AccountService
}

extension QueuedPostsReader {
    /// Tells `onPosts` my posts in the outbox, newest first, each marked sending or refused: now,
    /// then each time they change (queued from any screen, refused, sent, taken back), until the
    /// work is cancelled.
    @MainActor
    func observe(in work: TaskTracker, _ onPosts: @escaping @MainActor @Sendable ([Post]) -> Void) {
        work.start { [self] in
            var author: Author?
            for await items in await publishingService.observeQueuedPosts() {
                // Who wrote them is asked for only when there are some: a start with none costs nothing.
                if author == nil, !items.isEmpty { author = (try? await accountService.obtainCurrentAccount())?.author }
                guard !Task.isCancelled else { return }
                onPosts(QueuedPostMapper.posts(from: items, author: author))
            }
        }
    }

    /// Tells `onSent` of each queued post the server confirms, with its outbox id, until the work
    /// is cancelled.
    @MainActor
    func observeSent(in work: TaskTracker, _ onSent: @escaping @MainActor @Sendable (_ queuedId: String, _ post: Post) -> Void) {
        work.start { [self] in
            for await sent in await publishingService.observeSentPosts() {
                guard !Task.isCancelled else { return }
                onSent(sent.queuedId, sent.written)
            }
        }
    }
}
