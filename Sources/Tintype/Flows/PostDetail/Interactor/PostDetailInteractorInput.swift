/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
protocol PostDetailInteractorInput: AnyObject {
    /// Answers with the post already loaded, if any, at once; then with the server's copy, or a failure.
    func obtainPost(withId postId: String)
    /// Likes or unlikes the post; answers `didChangeLike(of:)` or `didFailToChangeLike(ofPostId:problem:)`.
    func performLike(_ isLiked: Bool, postId: String)
    /// Answers with the photo's blurhash likeness at once where it has one, then with the photo,
    /// or why it is not shown. A newer call does not cancel an older one: both are cached.
    func obtainPicture(of item: MediaItem)
    /// Stops every request under way: the module is closing.
    func cancelAllRequests()
}
