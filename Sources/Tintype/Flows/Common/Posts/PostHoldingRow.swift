/// A list's row that may hold a post (Activity's group of likes of one post), for the store's
/// changes to reach it. A property, not a key path: a key path read for each of hundreds of rows
/// made a copy of the post on the heap every time (BENCHMARKS.md, issue 41).
protocol PostHoldingRow {
    var post: Post? { get set }
}

extension NoticeGroup: PostHoldingRow {}
