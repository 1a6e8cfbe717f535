import Imaging

/// Module is responsible for what happened to me (likes, comments, mentions, follows, boosts), and the posts I liked.
@MainActor
protocol ActivityInteractorOutput: RelationshipChangeInteractorOutput {
    /// What happened to me, as last saved, for the first frame.
    func didObtainCachedActivity(_ activity: ActivityList)
    /// A post's first photo, small, for its row, or its likeness while the photo comes; nil when
    /// none came. `isFinal` once the row needs nothing more.
    func didObtainThumbnail(_ picture: PixelImage?, postId: String, isFinal: Bool)
    /// Every group loaded so far, of the filter's kinds; `areOlder` tells an older page's answer
    /// from the newest's.
    func didObtainActivity(_ activity: ActivityList, filter: NoticeFilter, areOlder: Bool, storageProblem: ConnectionProblem?)
    /// A page of the activity did not come.
    func didFailToObtainActivity(_ problem: ConnectionProblem, areOlder: Bool)
    /// How many notices came since the tab was last looked at, for its badge.
    func didObtainUnseenCount(_ count: Int)
    /// The stream told of something that happened to me.
    func didReceiveNewNotice()
    /// An account was blocked or muted: what it did leaves the activity.
    func didSilenceAccount(withId accountId: String)
    /// A refresh interval has passed.
    func didReachRefreshTime()
    /// A post changed or was taken down, here or on another screen.
    func didChangePost(_ change: PostStoreChange)
}
