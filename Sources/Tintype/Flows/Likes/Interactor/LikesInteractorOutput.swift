import Imaging

/// Module is responsible for who liked my posts, and the posts I liked.
@MainActor
protocol LikesInteractorOutput: AnyObject {
    /// Who liked my posts, as last saved, for the first frame.
    func didObtainCachedLikeActivity(_ activity: LikeActivity)
    /// A post's first photo, small, for its row, or its likeness while the photo comes; nil when
    /// none came. `isFinal` once the row needs nothing more.
    func didObtainThumbnail(_ picture: PixelImage?, postId: String, isFinal: Bool)
    /// Every group loaded so far; `areOlder` tells an older page's answer from the newest's.
    func didObtainLikeActivity(_ activity: LikeActivity, areOlder: Bool, storageProblem: ConnectionProblem?)
    /// A page of likes of my posts did not come.
    func didFailToObtainLikeActivity(_ problem: ConnectionProblem, areOlder: Bool)
    /// The posts I liked, as last saved.
    func didObtainCachedLikedPosts(_ slice: FeedSlice)
    /// The posts I liked loaded so far; `areOlder` tells an older page from the newest.
    func didObtainLikedPosts(_ slice: FeedSlice, areOlder: Bool, storageProblem: ConnectionProblem?)
    /// A page of the posts I liked did not come.
    func didFailToObtainLikedPosts(_ problem: ConnectionProblem, areOlder: Bool)
    /// How many likes came since the tab was last looked at, for its badge.
    func didObtainUnseenLikesCount(_ count: Int)
    /// The stream told of a like of one of my posts.
    func didReceiveNewLike()
    /// A refresh interval has passed.
    func didReachRefreshTime()
    /// My like is taken back; the post as it now is.
    func didPerformUnlike(_ post: Post)
    /// My like could not be taken back, or not yet.
    func didFailToPerformUnlike(postId: String, problem: ConnectionProblem)
}
