import FoundationEssentials
import Imaging

/// Everything the feed presenter remembers. The posts are the post service's timeline as it
/// last gave it: merging pages is the service's, not the screen's.
struct FeedState {
    var instanceName = ""
    /// The composer opens over the feed once it is shown.
    var opensComposer = false
    /// The posts and where their paging stands.
    var list = PagedList<Post>() {
        didSet { if !changesInPlace { updateShownPosts() } }
    }
    /// My new posts still in the outbox, on top of the feed, newest first.
    var queuedPosts: [Post] = [] {
        didSet { updateShownPosts() }
    }
    var posts: [Post] { list.items }
    /// Posts the last fetch put above those already shown, for the status line.
    var newPostsCount = 0
    /// When the rows' ages ("5m") were last worked out.
    var agesShownAt: Date?
    /// Replies shown as well as posts (a photo feed leaves them in their threads).
    var replies = RememberedToggle(false) {
        didSet { updateShownPosts() }
    }
    var showsReplies: Bool { replies.isOn }
    /// Each post's first photo, small, by post id.
    var thumbnails = RowPictures()
    /// Each post a large photo with its caption under it, rather than a compact row.
    var largePhotosLayout = RememberedToggle(false)
    var showsLargePhotos: Bool { largePhotosLayout.isOn }
    /// The first photos in full of the rows on screen and just below, by post id; only while
    /// the feed shows large photos, and only of those rows, to stay small.
    var largePhotos = RowPictures()
    /// The ages tick: the feed is in front.
    var agesTick = false
    /// The rows on screen, as the view last said.
    var rowsOnScreen: Range<Int> = 0..<0

    /// The rows on screen: my posts on their way, then the posts, with or without the replies.
    /// Kept, not worked out on each key press: the feed may hold thousands.
    private(set) var shownPosts: [Post] = []
    /// A post is changing where it stands: the shown rows take it themselves.
    private var changesInPlace = false

    /// Fewer shown posts than this, with replies hidden, and older pages are fetched.
    static let enoughRows = 10

    /// The post at a row that is on the server: one still on its way cannot be liked yet.
    func sentPost(at index: Int) -> Post? {
        shownPosts[safe: index].flatMap { $0.delivery == .sent ? $0 : nil }
    }

    /// Hidden replies must not leave the screen short: older pages come until it is full.
    var isShortOfRows: Bool {
        shownPosts.count < Self.enoughRows && posts.count > shownPosts.count
    }

    /// The server's feed is shown and nothing is being fetched: the status line may say online.
    var isSettled: Bool {
        list.hasLiveData && !list.isRefreshing && !list.isLoadingOlder
    }

    /// The ages shown were worked out a tick ago or more: a tick came while the feed was away.
    func hasMissedAgeTick(now: Date) -> Bool {
        agesShownAt.map { now.timeIntervalSince($0) >= RefreshClock.agesInterval.timeInterval } ?? false
    }

    /// The feed was last fetched `interval` ago or more, or never.
    func isStale(now: Date, interval: Duration) -> Bool {
        list.lastUpdatedAt.map { now.timeIntervalSince($0) >= interval.timeInterval } ?? true
    }

    /// The server's newest page replaces what was shown; the posts it put above them are counted
    /// for the status line, unless only a saved copy was shown.
    mutating func showNewest(_ slice: FeedSlice) {
        let shownIds = Set(posts.map(\.id))
        newPostsCount = list.hasLiveData ? slice.posts.prefix { !shownIds.contains($0.id) }.count : 0
        list.showNewest(slice.posts, hasOlder: slice.hasOlderPosts, fetchedAt: slice.fetchedAt)
    }

    /// The thumbnails the rows on screen (now `indices`) and the next few still wait for.
    mutating func thumbnailRequests(onScreen indices: Range<Int>) -> [ThumbnailFetcher.Request] {
        rowsOnScreen = indices
        return thumbnails.wanting(shownPosts, onScreen: rowsOnScreen)
    }

    /// The animations of the rows on screen, to loop in their thumbnails or large photos while
    /// the feed is in front and the person lets things move (`playing`); none otherwise.
    func animationRequests(playing: Bool) -> [AnimationPlayer.Request] {
        guard playing, agesTick else { return [] }
        let onScreen = shownPosts[rowsOnScreen.clamped(to: shownPosts.indices)]
        return showsLargePhotos ? largePhotos.animating(onScreen) : thumbnails.animating(onScreen)
    }

    /// A frame of a row's animation, in place of its picture in the layout shown.
    mutating func receiveAnimationFrame(_ frame: PixelImage, forRow rowId: String) {
        if showsLargePhotos {
            largePhotos.receive(frame, forRow: rowId, isFinal: true)
        } else {
            thumbnails.receive(frame, forRow: rowId, isFinal: true)
        }
    }

    /// The row's animation ended by itself: it is not asked for again in the layout shown.
    mutating func animationEnded(forRow rowId: String) {
        if showsLargePhotos { largePhotos.animationEnded(forRow: rowId) } else { thumbnails.animationEnded(forRow: rowId) }
    }

    /// The large photos the rows on screen and just below still wait for, the others let go;
    /// none while the feed shows compact rows.
    mutating func largePhotoRequests() -> [ThumbnailFetcher.Request] {
        largePhotos.keepingOnly(showsLargePhotos ? shownPosts : [], onScreen: rowsOnScreen)
    }

    /// My new post goes on top at once, as the server has it.
    /// An account blocked or muted: its posts and boosts leave. Whether any did.
    mutating func removePosts(shownByAccountId accountId: String) -> Bool {
        let count = posts.count
        list.updateItems { $0.removeAll { $0.isShown(byAccountId: accountId) } }
        return posts.count != count
    }

    /// Whether the composer is to open over the feed now: once, when it was asked to.
    mutating func takeComposerOpening() -> Bool {
        defer { opensComposer = false }
        return opensComposer
    }

    /// My posts on their way as the outbox now has them; false when they are those shown.
    mutating func takeQueuedPosts(_ posts: [Post]) -> Bool {
        guard posts != queuedPosts else { return false }
        queuedPosts = posts
        return true
    }

    /// My post on its way is on the server now: it takes its "sending…" row's place, on top.
    mutating func putOnTop(_ post: Post, replacingQueued queuedId: String) {
        queuedPosts.removeAll { $0.id == queuedId }
        putOnTop(post)
    }

    mutating func putOnTop(_ post: Post) {
        list.updateItems { posts in
            posts.removeAll { $0.id == post.id }
            posts.insert(post, at: 0)
        }
    }

    /// A change from the store applied to the posts and the rows shown; whether any row changed.
    /// A post changed where it stands (a like, an edit) is replaced in its rows alone: laying the
    /// rows out again would copy every post of a feed that may hold thousands.
    mutating func apply(_ change: PostStoreChange) -> Bool {
        guard case .changed = change else { return list.updateItems { change.apply(to: &$0) } }
        changesInPlace = true
        defer { changesInPlace = false }
        guard list.updateItems({ change.apply(to: &$0) }) else { return false }
        return change.apply(to: &shownPosts)
    }

    private mutating func updateShownPosts() {
        shownPosts = queuedPosts + (showsReplies ? list.items : list.items.filter { !$0.isReply })
    }
}
