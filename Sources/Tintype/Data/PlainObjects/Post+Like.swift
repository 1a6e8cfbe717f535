extension Post {
    /// The post as a like given or taken back makes it: the count moves with the like, never
    /// below none. The same step is shown at once and taken back when the server refuses it.
    func withLike(_ isLiked: Bool) -> Post {
        guard isLiked != self.isLiked else { return self }
        var changed = self
        changed.isLiked = isLiked
        changed.likesCount = max(0, likesCount.movedSaturating(by: isLiked ? 1 : -1))
        return changed
    }
}
