/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
protocol PostDetailInteractorInput: PollVotingInteractorInput {
    /// Answers with the post already loaded, if any, at once; then with the server's copy, or a failure.
    func obtainPost(withId postId: String)
    /// Likes, boosts or saves the post, or takes that back, shown at once on every screen through
    /// `didChangePost(_:)`; answers `didFailToChangeChoice(_:problem:)` when it did not go through.
    func performChoice(_ choice: PostChoice, _ isOn: Bool, originalId: String)
    /// The caption in my language on every screen, through `didChangePost(_:)`, or the original
    /// again; answers `didFailToTranslate(_:)` when the server would not translate it.
    func toggleTranslation(of post: Post)
    /// Answers `didChangePost(_:)` each time a post changes on any screen, until the module closes.
    func observePostChanges()
    /// One more comment under the post, for every screen that shows it.
    func countComment(onOriginalId originalId: String)
    /// Answers with the photo's blurhash likeness at once where it has one, then with the photo,
    /// or why it is not shown. A newer call does not cancel an older one: both are cached.
    func obtainPicture(of item: MediaItem)
    /// Loops the item's animation in place of its still, answering as `obtainPicture(of:)` does
    /// with each frame; whatever looped before stops, and nil stops it.
    func playAnimation(of item: MediaItem?)
    /// Hands the photo in full to the person's image viewer; answers `didOpenOriginal(_:)`
    /// with whether the viewer could be started.
    func openOriginal(at address: String)
    /// Answers `didObtainSignedInAccountId(_:)`: whose posts may be taken down here.
    func obtainSignedInAccountId()
    /// My post no longer shows in the post quoting it; the store has the quoting post as it is
    /// now. Answers `didRevokeQuote` or `didFailToRevokeQuote(_:)`.
    func revokeQuote(ofPostId postId: String, quotingPostId: String)
    /// Takes my post down, with `keepingAsDraft` into the composer's draft; answers
    /// `didDeletePost(withId:isInComposer:)` or `didFailToDeletePost(_:)`.
    func deletePost(withId postId: String, keepingAsDraft: Bool)
    /// Stops every request under way: the module is closing.
    func cancelAllRequests()
}
