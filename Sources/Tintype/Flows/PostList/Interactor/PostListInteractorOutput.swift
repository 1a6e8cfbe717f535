import FoundationEssentials
import Imaging

/// Module is responsible for a list of posts embedded in another module: paging, thumbnails, the
/// grid or the list, and every post as the store has it.
@MainActor
protocol PostListInteractorOutput: AnyObject {
    /// Every post loaded so far; `areOlder` tells the answer to a next page from the newest page.
    func didObtainPosts(_ posts: [Post], hasOlderPosts: Bool, areOlder: Bool)
    /// The last run's copy of the first page, saved at `savedAt`.
    func didObtainCachedPosts(_ posts: [Post], hasOlderPosts: Bool, savedAt: Date)
    /// The page came but could not be kept for the next run.
    func didFailToKeepPosts(_ problem: ConnectionProblem)
    /// A like, boost or save did not reach the server: it waits (`problem.mayPass`), or was refused and undone.
    func didFailToChangeChoice(_ choice: PostChoice, problem: ConnectionProblem)
    /// A page of posts did not come.
    func didFailToObtainPosts(_ problem: ConnectionProblem, areOlder: Bool)
    /// A post's first photo, small, for its row, or its likeness while the photo comes; nil when
    /// none came. `isFinal` once the row needs nothing more.
    func didObtainThumbnail(_ picture: PixelImage?, postId: String, isFinal: Bool)
    /// A post's first photo in full, for a list of large photos; nil when it could not come.
    func didObtainLargePhoto(_ picture: PixelImage?, postId: String, isFinal: Bool)
    /// The next frame of a row's animation, in place of its thumbnail or its large photo.
    func didObtainAnimationFrame(_ frame: PixelImage, postId: String)
    /// A row's animation ended by itself: it does not move, or cannot be played.
    func didEndAnimation(postId: String)
    /// The person's remembered choice: photos as a grid, or every post as a list.
    func didObtainShowsPostsAsGrid(_ showsGrid: Bool)
    /// My new posts still in the outbox, newest first, each marked sending or refused.
    func didObtainQueuedPosts(_ posts: [Post])
    /// A queued post is on the server now, as `post`.
    func didSendQueuedPost(withId queuedId: String, as post: Post)
    /// A post with the tag listed was posted: the newest page has changed.
    func didReceiveNewPost()
    /// An account was blocked or muted, here or elsewhere: its posts leave the list.
    func didSilenceAccount(withId accountId: String)
    /// A post changed or was taken down, here or on another screen.
    func didChangePost(_ change: PostStoreChange)
}
