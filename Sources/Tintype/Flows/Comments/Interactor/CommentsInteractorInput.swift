/// Module is responsible for the thread under a post: reading it and writing into it.
@MainActor
protocol CommentsInteractorInput: AnyObject {
    /// Answers with the thread (the server's replies and this account's queued comments) or a failure.
    func obtainComments(underPostId postId: String)
    /// Tells the output of each comment the outbox sends by itself.
    func observeSentComments()
    /// Answers with the saved draft for a reply.
    func obtainDraft(forReplyToId postId: String)
    /// Answers with how many characters a comment may have on the instance.
    func obtainCharacterLimit()
    /// Keeps the text written in reply to the post or a comment, for when the box opens again.
    func saveDraft(_ text: String, forReplyToId postId: String)
    /// Saves the comment in the outbox (answering at once), then sends it.
    func sendComment(_ text: String, inReplyToId postId: String)
    /// Sends again, with its key, a comment still in the outbox.
    func retryComment(withId commentId: String)
    /// Takes a comment out of the outbox unsent; answers with its text.
    func discardComment(withId commentId: String)
    /// Answers `didChangePost(_:)` each time a post changes on any screen (a like, an edit, a
    /// deletion), until the module closes.
    func observePostChanges()
    /// Stops every request under way: the module is closing.
    func cancelAllRequests()
}
