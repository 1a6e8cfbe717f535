extension PostStoreChange {
    /// The change applied to the rows of a list that show the post: each shows it as it now
    /// stands, or leaves; whether any row changed, so that a list redraws only then.
    @discardableResult
    func apply(to rows: inout [Post]) -> Bool {
        switch self {
        case .changed(let post):
            var applied = false
            for index in rows.indices where rows[index].originalId == post.id {
                let shown = rows[index].showing(post)
                guard shown != rows[index] else { continue }
                rows[index] = shown
                applied = true
            }
            return applied
        case .removed(let originalId):
            let count = rows.count
            rows.removeAll { $0.shows(originalId: originalId) }
            return rows.count != count
        }
    }

    /// The same, to rows that may each hold a post (a group of likes): a row whose post was taken
    /// down goes with it.
    @discardableResult
    func apply<Row: PostHoldingRow>(to rows: inout [Row]) -> Bool {
        switch self {
        case .changed(let changed):
            var applied = false
            for index in rows.indices {
                guard rows[index].holdsPost(originalId: changed.id), let shown = rows[index].post else { continue }
                let now = shown.showing(changed)
                guard now != shown else { continue }
                rows[index].post = now
                applied = true
            }
            return applied
        case .removed(let originalId):
            let count = rows.count
            rows.removeAll { $0.post?.shows(originalId: originalId) == true }
            return rows.count != count
        }
    }
}
