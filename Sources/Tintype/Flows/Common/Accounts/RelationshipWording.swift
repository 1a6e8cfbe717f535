import Localisation

/// What a status line says of a change to how I stand with an account: while it waits, once
/// the server took it, and when it did not.
enum RelationshipWording {
    static func waiting(for request: RelationshipRequest) -> String {
        switch request {
        case .follow: Strings.followWaits
        case .answerFollowRequest: Strings.followRequestAnswerWaits
        case .block, .mute, .unmute: Strings.safetyChangeWaits
        }
    }

    /// The change as the server took it; a follow says whether it is only asked (a locked account).
    static func answer(to request: RelationshipRequest, handle: String, standing: Relationship) -> String {
        switch request {
        case .follow:
            standing.isFollowingOrAsked
                ? Strings.followed(handle, requested: standing.isRequested && !standing.isFollowing) : Strings.unfollowed(handle)
        case .answerFollowRequest(let accepting):
            accepting ? Strings.followRequestAccepting(handle) : Strings.followRequestRejecting(handle)
        case .block(let block): block ? Strings.blockedAccount(handle) : Strings.unblockedAccount(handle)
        case .mute(.forGood, _): Strings.mutedAccount(handle)
        case .mute(let duration, _): Strings.mutedAccountForAWhile(handle: handle, duration: Strings.muteDuration(duration).lowercased())
        case .unmute: Strings.unmutedAccount(handle)
        }
    }

    static func failure(of request: RelationshipRequest, reason: String) -> String {
        switch request {
        case .follow: Strings.followFailed(reason)
        case .answerFollowRequest: Strings.followRequestAnswerFailed(reason)
        case .block, .mute, .unmute: Strings.safetyChangeFailed(reason)
        }
    }
}
