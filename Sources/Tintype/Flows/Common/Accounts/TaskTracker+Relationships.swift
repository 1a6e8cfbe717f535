extension TaskTracker {
    /// Tells `onChange` how the signed-in account and `accountId` stand: at once where the store
    /// knows it already (another screen fetched or changed it), then each time that changes, on
    /// any screen, until the work is cancelled: the module closes. Listening starts with this
    /// call, so a relationship fetched right after it is heard.
    func observeRelationship(
        ofAccountId accountId: String, in store: RelationshipStore, _ onChange: @escaping @MainActor @Sendable (Relationship) -> Void
    ) {
        let changes = store.changes()
        let known = store.relationship(withAccountId: accountId)
        start {
            if let known, !Task.isCancelled { onChange(known) }
            for await change in changes where change.accountId == accountId {
                guard !Task.isCancelled else { return }
                onChange(change.relationship)
            }
        }
    }
}
