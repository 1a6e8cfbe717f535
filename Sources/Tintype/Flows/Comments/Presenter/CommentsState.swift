/// What the comments presenter remembers.
struct CommentsState {
    var postId = ""
    var comments: [Comment] = []
    /// The comment to select when the thread first comes; nil once it was.
    var focusedCommentId: String?
    var isLoaded = false
    /// The post or comment the open composer answers; nil when no composer is open.
    var replyTarget: ReplyTarget?
    var characterLimit = 500
}
