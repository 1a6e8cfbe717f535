/// Module is responsible for the thread under a post: reading it and writing into it.
@MainActor
protocol CommentsInteractorOutput: AnyObject {
    /// The thread under the post, with the comments still in the outbox.
    func didObtainComments(_ comments: [Comment])
    /// The thread did not come.
    func didFailToObtainComments(_ problem: ConnectionProblem)
    /// What was being written in reply to this post or comment, kept from before.
    func didObtainDraft(_ text: String, forReplyToId postId: String)
    /// How long a comment the instance takes.
    func didObtainCharacterLimit(_ limit: Int)
    /// The draft could not be saved; what is typed stays in the box.
    func didFailToSaveDraft(_ problem: ConnectionProblem)
    /// The comment is in the outbox and on its way.
    func didQueueComment(_ comment: Comment)
    /// It could not even be saved (a full disk); the text is handed back.
    func didFailToQueueComment(_ text: String, inReplyToId postId: String, problem: ConnectionProblem)
    /// The server has it: the comment as it now is replaces the queued one.
    func didSendComment(_ comment: Comment, replacingId queuedId: String)
    /// The server did not take it yet; it waits in the outbox for r or the next start.
    func didFailToSendComment(withId queuedId: String, problem: ConnectionProblem)
    /// Taken back: the comment's text is in the draft of its reply now, with what was there.
    func didDiscardComment(withId queuedId: String, text: String, inReplyToId postId: String)
    /// It could not be taken back (whether it arrived could not be checked, or the disk refused).
    func didFailToDiscardComment(withId queuedId: String, problem: ConnectionProblem)
    /// A post changed or was taken down, here or on another screen.
    func didChangePost(_ change: PostStoreChange)
}
