import FoundationEssentials

/// Everything the feed presenter remembers. The posts are the embedded list's; Home keeps what
/// it says of them, and the choices of how they are shown.
struct FeedState {
    /// The composer opens over the feed once it is shown.
    var opensComposer = false
    /// The newest page is on its way.
    var isRefreshing = false
    /// How many posts are listed, and when the server's newest page came; nil until it did.
    var loaded: (count: Int, at: Date)?
    /// Posts the last fetch put above those already shown, for the status line.
    var newPostsCount = 0
    /// When the rows' ages ("5m") were last worked out.
    var agesShownAt: Date?
    /// Replies shown as well as posts (a photo feed leaves them in their threads).
    var replies = RememberedToggle(false)
    var showsReplies: Bool { replies.isOn }
    /// Each post a large photo with its caption under it, rather than a compact row.
    var largePhotosLayout = RememberedToggle(false)
    var showsLargePhotos: Bool { largePhotosLayout.isOn }
    /// The ages tick: the feed is in front.
    var agesTick = false

    /// The server's feed is shown and no newer one is on its way: the status line may say online.
    var isSettled: Bool { loaded != nil && !isRefreshing }

    /// The ages shown were worked out a tick ago or more: a tick came while the feed was away.
    func hasMissedAgeTick(now: Date) -> Bool {
        agesShownAt.map { now.timeIntervalSince($0) >= RefreshClock.agesInterval.timeInterval } ?? false
    }

    /// The feed was last fetched `interval` ago or more, or never.
    func isStale(now: Date, interval: Duration) -> Bool {
        loaded.map { now.timeIntervalSince($0.at) >= interval.timeInterval } ?? true
    }

    /// Whether the composer is to open over the feed now: once, when it was asked to.
    mutating func takeComposerOpening() -> Bool {
        defer { opensComposer = false }
        return opensComposer
    }
}
