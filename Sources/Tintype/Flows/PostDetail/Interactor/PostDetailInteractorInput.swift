/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
protocol PostDetailInteractorInput: AnyObject {
    /// Answers with the post already loaded, if any, at once; then with the server's copy, or a failure.
    func obtainPost(withId postId: String)
    func cancelAllRequests()
}
