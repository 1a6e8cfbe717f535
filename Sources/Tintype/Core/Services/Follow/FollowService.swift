/// Following and unfollowing accounts, through the outbox like every other write.
public protocol FollowService: Sendable {
    /// Follows an account (or asks to, when it is locked); answers with how the two stand now.
    func performFollow(accountId: String) async throws -> Relationship
    func performUnfollow(accountId: String) async throws -> Relationship
    /// Lets an account that asked to follow my locked account follow it.
    func performAcceptFollowRequest(accountId: String) async throws -> Relationship
    /// Turns an account's request to follow me down.
    func performRejectFollowRequest(accountId: String) async throws -> Relationship
}
