/// My new posts still in the outbox, as the lists that show my posts (Home, my profile) put them
/// on top, and each one the server confirms. Shared by those lists' interactors.
struct QueuedPostsReader: Sendable {
    let publishingService: any PublishingService
    let accountService: any AccountService

    /// Newest first, each marked sending or refused.
    func posts() async -> [Post] {
        let items = await publishingService.obtainQueuedPosts()
        // Who wrote them is asked for only when there are some: a start with none costs nothing.
        let author = items.isEmpty ? nil : (try? await accountService.obtainCurrentAccount())?.author
        return QueuedPostMapper.posts(from: items, author: author)
    }

}

extension QueuedPostsReader {
    /// Reads my posts still in the outbox for `onPosts`; a newer read replaces one still reading.
    @MainActor
    func read(in work: TaskTracker, _ onPosts: @escaping @MainActor @Sendable ([Post]) -> Void) {
        work.start(inSlot: "queued") { [self] in
            let posts = await posts()
            guard !Task.isCancelled else { return }
            onPosts(posts)
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
