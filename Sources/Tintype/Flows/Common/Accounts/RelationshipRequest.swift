/// A change to how the signed-in account stands with another, as a screen asks for it.
enum RelationshipRequest: Sendable, Equatable {
    /// Follow (a request, where the account is locked) or unfollow.
    case follow(Bool, accountIsLocked: Bool)
    case block(Bool)
    case mute(MuteDuration, hidingNotifications: Bool)
    case unmute
    /// A follow request answered: the account follows me, or never will.
    case answerFollowRequest(accepting: Bool)
}
