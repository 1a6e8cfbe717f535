/// What the comments presenter remembers.
struct CommentsState {
    var postId = ""
    var comments: [Comment] = []
    var isLoaded = false
    /// The post or comment the open composer answers; nil when no composer is open.
    var replyTarget: ReplyTarget?
    var characterLimit = 500
}
