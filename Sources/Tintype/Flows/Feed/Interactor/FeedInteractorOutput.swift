import Imaging

/// Module is responsible for the home feed: the posts of the people the account follows.
@MainActor
protocol FeedInteractorOutput: AnyObject {
    func didObtainCachedFeed(_ slice: FeedSlice)
    func didObtainNewestFeed(_ slice: FeedSlice, storageProblem: ConnectionProblem?)
    func didFailToObtainNewestFeed(_ problem: ConnectionProblem)
    func didObtainOlderPosts(_ slice: FeedSlice)
    func didFailToObtainOlderPosts(_ problem: ConnectionProblem)
    func didReceiveNewPosts()
    func didObtainShowsReplies(_ showsReplies: Bool)
    func didObtainThumbnail(_ picture: PixelImage, postId: String)
    func didObtainShowsLargePhotos(_ showsLargePhotos: Bool)
    func didObtainLargePhoto(_ picture: PixelImage, postId: String)
}
