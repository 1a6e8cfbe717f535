/// What the post detail presenter remembers.
struct PostDetailState {
    var postId = ""
    var post: Post?
    /// Whether the caption behind a content warning is shown.
    var isCaptionRevealed = false
}
