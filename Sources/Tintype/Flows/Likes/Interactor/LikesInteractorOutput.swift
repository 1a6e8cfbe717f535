import Imaging

/// Module is responsible for who liked my posts, and the posts I liked.
@MainActor
protocol LikesInteractorOutput: AnyObject {
    func didObtainCachedLikeActivity(_ activity: LikeActivity)
    func didObtainThumbnail(_ picture: PixelImage, postId: String)
    /// Every group loaded so far; `areOlder` tells an older page's answer from the newest's.
    func didObtainLikeActivity(_ activity: LikeActivity, areOlder: Bool, storageProblem: ConnectionProblem?)
    func didFailToObtainLikeActivity(_ problem: ConnectionProblem, areOlder: Bool)
    func didObtainCachedLikedPosts(_ slice: FeedSlice)
    func didObtainLikedPosts(_ slice: FeedSlice, areOlder: Bool, storageProblem: ConnectionProblem?)
    func didFailToObtainLikedPosts(_ problem: ConnectionProblem, areOlder: Bool)
    func didObtainUnseenLikesCount(_ count: Int)
    func didReceiveNewLike()
    func didPerformUnlike(_ post: Post)
    func didFailToPerformUnlike(postId: String, problem: ConnectionProblem)
}
