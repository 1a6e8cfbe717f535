/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
protocol PostDetailRouterInput: AccountSafetyRouterInput {
    /// Builds the thread of the post and shows it under the post, in this module's panel, with the
    /// comment named selected.
    func embedCommentsModule(forPostId postId: String, focusingCommentId: String?, moduleOutput: any CommentsModuleOutput)
    /// Opens an author's profile over the post.
    func openProfileModule(withAccountId accountId: String)
    /// Opens the post's photos in the photo viewer, from the one at `index`.
    func openPhotoViewerModule(photos: [MediaItem], startingAt index: Int, isRevealed: Bool)
    /// Goes back to the module below, freeing this one.
    func closeCurrentModule()
    /// Opens the composer on my post, to edit it.
    func openComposeModule(editingPostWithId postId: String, moduleOutput: any ComposeModuleOutput)
    /// Every version of the post, as it was edited.
    func openPostHistoryModule(postId: String)
    /// The composer over the post, for a new post that quotes it.
    func openComposeModule(quoting post: Post)
    /// Another post in full over this one: the one it quotes.
    func openPostDetailModule(postId: String)
    /// The posts quoting this one, over it.
    func openQuotesModule(ofPostId postId: String)
}
