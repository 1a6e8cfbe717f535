extension Post {
    /// Whether the account is why the post is in a list: it wrote the post, or boosted it.
    public func isShown(byAccountId accountId: String) -> Bool {
        author.id == accountId || boostedBy?.id == accountId
    }
}
