import MastodonAPI
import Tintype

/// Follows through the outbox facade: saved first, then sent in order with the other writes; the
/// last choice on an account replaces earlier ones still waiting.
public struct FollowServiceImplementation: FollowService {
    private let writes: OutboxFacade

    public init(writes: OutboxFacade) {
        self.writes = writes
    }

    public func performFollow(accountId: String) async throws -> Relationship {
        ProfileMapper.relationship(from: try await writes.queueAndSendFollow(.follow(accountId: accountId)))
    }

    public func performUnfollow(accountId: String) async throws -> Relationship {
        ProfileMapper.relationship(from: try await writes.queueAndSendFollow(.unfollow(accountId: accountId)))
    }

    public func performAcceptFollowRequest(accountId: String) async throws -> Relationship {
        ProfileMapper.relationship(from: try await writes.queueAndSendFollow(.acceptFollower(accountId: accountId)))
    }

    public func performRejectFollowRequest(accountId: String) async throws -> Relationship {
        ProfileMapper.relationship(from: try await writes.queueAndSendFollow(.rejectFollower(accountId: accountId)))
    }
}
