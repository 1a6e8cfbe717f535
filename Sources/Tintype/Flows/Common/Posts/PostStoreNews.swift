import Localisation

/// What the server tells of its own accord, brought into the store of posts: an edit or a deletion
/// on the stream, and the answer to a choice the outbox sent later. Home, the first screen and the
/// last to close, listens for every screen.
struct PostStoreNews: Sendable {
    let postService: any PostService
    let choiceService: any ChoiceService
    let postStore: PostStore
}

extension PostStoreNews {
    /// Edits and deletions told live, until the work is cancelled.
    @MainActor
    func observeLiveChanges(in work: TaskTracker) {
        work.start { [postService, postStore] in
            for await change in await postService.observeChangedPosts() {
                guard !Task.isCancelled else { return }
                switch change {
                // Told live, so newer than any word of the store's.
                case .edited(let post): postStore.receive([post], askedAt: postStore.now)
                case .deleted(let statusId): postStore.remove(originalId: statusId)
                }
            }
        }
    }

    /// Choices the outbox settled: a confirmed one is kept, a refused one undone, and `onRefused`
    /// hears why, unless the screen that waited for the answer undid it already.
    @MainActor
    func observeSettledChoices(
        in work: TaskTracker, onRefused: @escaping @MainActor @Sendable (_ choice: PostChoice, _ reason: String) -> Void
    ) {
        work.start { [choiceService, postStore] in
            for await settled in await choiceService.observeSettledChoices() {
                guard !Task.isCancelled else { return }
                switch settled.outcome {
                case .confirmed(let post):
                    postStore.confirm(settled.choice, answer: post)
                case .refused(let rejection):
                    guard postStore.refuse(settled.choice, settled.isOn, originalId: settled.postId) else { continue }
                    onRefused(settled.choice, Strings.rejection(rejection))
                }
            }
        }
    }
}
