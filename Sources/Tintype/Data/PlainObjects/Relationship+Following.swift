extension Relationship {
    /// Whether the signed-in account follows the other or has asked to.
    var isFollowingOrAsked: Bool { isFollowing || isRequested }

    /// How the two stand once a follow is asked for or taken back: a locked account's follow
    /// waits for its owner, so it is a request until they accept.
    func afterAsking(toFollow follow: Bool, accountIsLocked: Bool) -> Relationship {
        var changed = self
        changed.isFollowing = follow && !accountIsLocked
        changed.isRequested = follow && accountIsLocked
        return changed
    }
}
