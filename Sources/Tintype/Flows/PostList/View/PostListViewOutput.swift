/// Module is responsible for a list of posts embedded in another module: paging, thumbnails, the
/// grid or the list, and every post as the store has it.
@MainActor
protocol PostListViewOutput: AnyObject {
    /// The view is built and on screen for the first time, on a terminal that draws pictures or
    /// not (then the posts are a list, whatever the choice).
    func didTriggerViewReadyEvent(drawsPictures: Bool)
    /// These post rows are on screen now (and the rest are not).
    func didShowPosts(at indices: Range<Int>)
    /// The list is in front again (its host came back, or its section was chosen).
    func didTriggerViewWillAppearEvent()
    /// Another screen, or another section of the host, is in front of the list.
    func didTriggerViewDidDisappearEvent()
    /// The selection moved to this row, in the list.
    func didMoveSelection(to index: Int)
    /// The selection reached the last row loaded: older ones are wanted.
    func didReachEndOfList()
    /// Enter on a post: open it.
    func didSelectPost(at index: Int)
    /// `f`: like the post, or take my like back.
    func didTriggerLikeEvent(at index: Int)
    /// `u`: the post's author's profile.
    func didTriggerProfileEvent(at index: Int)
    /// `L`: everyone who liked the post.
    func didTriggerLikersEvent(at index: Int)
    /// `y`: the post's address on the clipboard.
    func didTriggerCopyAddressEvent(at index: Int)
    /// `v`: the photos as a grid or every post as a list.
    func didTriggerLayoutEvent()
}
