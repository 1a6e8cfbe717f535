/// A list's row that may hold a post (Activity's group of likes of one post), for the store's
/// changes to reach it.
protocol PostHoldingRow {
    var post: Post? { get set }
}

extension NoticeGroup: PostHoldingRow {}
