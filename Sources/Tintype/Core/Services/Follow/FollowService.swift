import MastodonAPI

/// Following and unfollowing accounts, through the outbox like every other write.
public protocol FollowService: Sendable {
    /// Follows an account (or asks to, when it is locked); answers with how the two stand now.
    func performFollow(accountId: String) async throws -> RelationshipEntity
    func performUnfollow(accountId: String) async throws -> RelationshipEntity
    /// Lets an account that asked to follow my locked account follow it.
    func performAcceptFollowRequest(accountId: String) async throws -> RelationshipEntity
    /// Turns an account's request to follow me down.
    func performRejectFollowRequest(accountId: String) async throws -> RelationshipEntity
}
