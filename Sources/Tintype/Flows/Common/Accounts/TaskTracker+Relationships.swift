extension TaskTracker {
    /// Tells `onChange` how the signed-in account and `accountId` stand: soon where the store
    /// knows it already (another screen fetched or changed it), then each time that changes, on
    /// any screen, until the work is cancelled: the module closes. Listening starts with this
    /// call, so a relationship fetched right after it is heard.
    func observeRelationship(
        ofAccountId accountId: String, in store: RelationshipStore, _ onChange: @escaping @MainActor @Sendable (Relationship) -> Void
    ) {
        listen(to: store) { change in
            guard change.accountId == accountId else { return }
            onChange(change.relationship)
        }
        start {
            // As it stands when the caller's turn has ended: a change heard meanwhile is no older.
            guard !Task.isCancelled, let known = store.relationship(withAccountId: accountId) else { return }
            onChange(known)
        }
    }
}
