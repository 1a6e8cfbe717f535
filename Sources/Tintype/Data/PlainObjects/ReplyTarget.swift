/// What a comment being written answers: a comment of the thread, or the post itself.
struct ReplyTarget: Equatable {
    var postId: String
    /// The handle of the comment's author, or nil when writing to the post itself.
    var handle: String?

    /// The comment chosen, when it can be answered; the post otherwise. A comment not on the
    /// server yet has no id the server knows, so the reply goes to the post.
    init(answering comment: Comment?, underPostId postId: String) {
        if let comment, comment.delivery == .sent {
            self.init(postId: comment.id, handle: comment.author?.handle)
        } else {
            self.init(postId: postId, handle: nil)
        }
    }

    /// What a reply to this id answered, found again among the thread's comments; the post when
    /// it is none of them.
    init(replyingTo id: String, in comments: [Comment]) {
        self.init(postId: id, handle: comments.first { $0.id == id }?.author?.handle)
    }

    init(postId: String, handle: String?) {
        self.postId = postId
        self.handle = handle
    }
}
