import Localisation

/// What the profile's status line says once the server has a follow, a block or a mute.
enum ProfileWording {
    /// Followed (or asked to, for a locked account), or unfollowed.
    static func follow(_ relationship: Relationship, handle: String) -> String {
        relationship.isFollowingOrAsked
            ? Strings.followed(handle, requested: relationship.isRequested && !relationship.isFollowing) : Strings.unfollowed(handle)
    }

    /// What changed from `before` to `after`: the block if it did, else the mute, for how long.
    static func safetyChange(from before: Relationship?, to after: Relationship, handle: String, muteDuration: MuteDuration) -> String {
        if after.isBlocking != (before?.isBlocking ?? false) {
            return after.isBlocking ? Strings.blockedAccount(handle) : Strings.unblockedAccount(handle)
        }
        switch (after.isMuting, muteDuration) {
        case (false, _): return Strings.unmutedAccount(handle)
        case (true, .forGood): return Strings.mutedAccount(handle)
        case (true, let duration):
            return Strings.mutedAccountForAWhile(handle: handle, duration: Strings.muteDuration(duration).lowercased())
        }
    }
}
