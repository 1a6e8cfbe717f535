/// Everything the scheduled posts presenter remembers.
struct ScheduledPostsState {
    var posts: [ScheduledPost] = []
    /// The list came at least once.
    var hasLoaded = false
    /// The post `d` was pressed on once: a second `d` cancels it, any other choice keeps it.
    var cancellingId: String?
    /// The post the box at the bottom asks a new time for; nil while it is closed.
    var movingId: String?
}
