extension Array where Element == Post {
    /// The rows that show one post (itself, or a boost of it). Read by index, so the other rows
    /// are not copied: a list may hold thousands, and a like asks for its rows in every list.
    func rows(showing originalId: String) -> [Post] {
        indices.compactMap { self[$0].originalId == originalId ? self[$0] : nil }
    }
}

extension Array where Element: PostHoldingRow {
    /// The rows that hold one post, read by index as above.
    func rows(showing originalId: String) -> [Element] {
        indices.compactMap { self[$0].holdsPost(originalId: originalId) ? self[$0] : nil }
    }
}
