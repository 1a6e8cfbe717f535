import Imaging

/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
@MainActor
protocol ProfileInteractorOutput: AnyObject {
    /// Whose profile the Profile tab shows: the signed-in account's own.
    func didObtainSignedInAccountId(_ accountId: String)
    /// The profile as last saved, shown until the server answers.
    func didObtainCachedProfile(_ profile: Profile)
    /// The server's profile.
    func didObtainProfile(_ profile: Profile)
    /// The profile did not come; a saved one, if any, stays.
    func didFailToObtainProfile(_ problem: ConnectionProblem)
    /// How the signed-in account and this one stand: following, requested, blocked.
    func didObtainRelationship(_ relationship: Relationship)
    /// Every post loaded so far; `areOlder` tells the answer to a next page from the newest page.
    func didObtainPosts(_ posts: [Post], hasOlderPosts: Bool, areOlder: Bool)
    /// A page of posts did not come.
    func didFailToObtainPosts(_ problem: ConnectionProblem)
    /// A block or a mute is made or taken back: how the two stand now.
    func didPerformSafetyChange(_ relationship: Relationship)
    /// An account was blocked or muted, here or elsewhere: its posts leave the list.
    func didSilenceAccount(withId accountId: String)
    /// A post changed or was taken down, here or on another screen.
    func didChangePost(_ change: PostStoreChange)
    /// The block or mute did not go through, or not yet.
    func didFailToPerformSafetyChange(_ problem: ConnectionProblem)
    /// The follow or unfollow went through; how the two accounts stand now.
    func didPerformFollow(_ relationship: Relationship)
    /// The follow or unfollow did not go through.
    func didFailToPerformFollow(_ problem: ConnectionProblem)
    /// A post's first photo, small, for its row, or its likeness while the photo comes; nil when
    /// none came. `isFinal` once the row needs nothing more.
    func didObtainThumbnail(_ picture: PixelImage?, postId: String, isFinal: Bool)
    /// The person's remembered choice: photos as a grid, or every post as a list.
    func didObtainShowsPostsAsGrid(_ showsGrid: Bool)
    /// The account's picture, from the address it was asked from.
    func didObtainAvatar(_ picture: PixelImage, address: String)
    /// My new posts still in the outbox, newest first, each marked sending or refused.
    func didObtainQueuedPosts(_ posts: [Post])
    /// A queued post is on the server now, as `post`.
    func didSendQueuedPost(withId queuedId: String, as post: Post)
}
