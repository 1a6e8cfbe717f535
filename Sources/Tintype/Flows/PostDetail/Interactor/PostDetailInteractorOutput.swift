/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
protocol PostDetailInteractorOutput: PhotoArrivalReceiver, OriginalOpeningReceiver {
    /// The post as the server has it now.
    func didObtainPost(_ post: Post)
    /// The post did not come; one already shown stays.
    func didFailToObtainPost(_ problem: ConnectionProblem)
    /// A post changed (liked, edited, counted) or was taken down, here or on another screen.
    func didChangePost(_ change: PostStoreChange)
    /// Who is signed in: their own posts may be taken down.
    func didObtainSignedInAccountId(_ accountId: String)
    /// The post is gone from the server; `isInComposer`: its words and photos wait in the
    /// composer's draft.
    func didDeletePost(withId postId: String, isInComposer: Bool)
    /// The post was not taken down.
    func didFailToDeletePost(_ problem: ConnectionProblem)
    /// My post is out of the quote.
    func didRevokeQuote()
    /// My post is still in the quote.
    func didFailToRevokeQuote(_ problem: ConnectionProblem)
    /// The like, boost or save did not go through: refused (and undone everywhere), or waiting
    /// for a server that did not answer.
    func didFailToChangeChoice(_ choice: PostChoice, problem: ConnectionProblem)
    /// The vote did not go through: refused (and undone everywhere), or waiting for a server that
    /// did not answer.
    func didFailToVote(_ problem: ConnectionProblem)
    /// The server would not translate the post, or offers no translation.
    func didFailToTranslate(_ problem: ConnectionProblem)
}
