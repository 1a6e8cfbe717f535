/// What the feed's list tells its view.
@MainActor
protocol FeedDataDisplayManagerDelegate: AnyObject {
    /// The selection came within a few rows of the last post.
    func didReachEndOfList()
}
