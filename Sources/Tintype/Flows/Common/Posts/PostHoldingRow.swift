/// A list's row that may hold a post (Activity's group of likes of one post), for the store's
/// changes to reach it.
protocol PostHoldingRow {
    var post: Post? { get set }
    /// Whether the row holds this post; the row's own answer reads its post in place, where
    /// going through `post` would copy it for every row a change looks at.
    func holdsPost(originalId: String) -> Bool
}

extension NoticeGroup: PostHoldingRow {
    func holdsPost(originalId: String) -> Bool {
        post?.originalId == originalId
    }
}
