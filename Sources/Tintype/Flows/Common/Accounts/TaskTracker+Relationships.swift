extension TaskTracker {
    /// Tells `onChange` how the signed-in account and `accountId` stand each time that changes,
    /// on any screen, until the work is cancelled: the module closes. Listening starts with this
    /// call, so a relationship fetched right after it is heard.
    func observeRelationship(
        ofAccountId accountId: String, in store: RelationshipStore, _ onChange: @escaping @MainActor @Sendable (Relationship) -> Void
    ) {
        let changes = store.changes()
        start {
            for await change in changes where change.accountId == accountId {
                guard !Task.isCancelled else { return }
                onChange(change.relationship)
            }
        }
    }
}
