/// Follows, blocks and mutes an account, or takes them back, and answers follow requests: a
/// follow shows at once through the store of relationships, each change goes through the service
/// that keeps it, and the server's answer goes in the store, so every screen that shows the
/// account shows how the two stand. A value the interactor's lasting work holds, so a change
/// is settled even when the module closes first.
@MainActor
struct RelationshipChangeSender: Sendable {
    let followService: any FollowService
    let safetyService: any SafetyService
    let store: RelationshipStore

    /// How a change ended: how the two stood before it and stand after it (for words such as
    /// "unblocked"), or why it did not go through, in which case the store is as before.
    typealias Answer = @MainActor @Sendable (_ before: Relationship?, _ after: Result<Relationship, ConnectionProblem>) -> Void

    /// Sends the change; `answered` hears how it ended, nothing when a later change on the same
    /// account overtook it before it went out (that one's answer tells).
    func make(_ request: RelationshipRequest, accountId: String, in work: TaskTracker, answered: @escaping Answer) {
        let before = store.relationship(withAccountId: accountId)
        if case .follow(let follow, let accountIsLocked) = request {
            store.ask((before ?? Relationship()).afterAsking(toFollow: follow, accountIsLocked: accountIsLocked), accountId: accountId)
        }
        work.startLasting { [self] in
            do {
                let after = try await send(request, accountId: accountId)
                store.confirm(after, accountId: accountId)
                answered(before, .success(after))
            } catch OutboxError.superseded {
                return
            } catch {
                store.refuse(accountId: accountId, restoring: before)
                answered(before, .failure(ConnectionProblemMapper.problem(from: error)))
            }
        }
    }

    /// A follow, or a follow (or the request for one) taken back: whichever undoes how the two
    /// stand in the store now, a change asked a moment ago included.
    func followToggled(accountId: String, accountIsLocked: Bool) -> RelationshipRequest {
        .follow(!(store.relationship(withAccountId: accountId)?.isFollowingOrAsked ?? false), accountIsLocked: accountIsLocked)
    }

    private func send(_ request: RelationshipRequest, accountId: String) async throws -> Relationship {
        switch request {
        case .follow(true, _): try await followService.performFollow(accountId: accountId)
        case .follow(false, _): try await followService.performUnfollow(accountId: accountId)
        case .block(let block): try await safetyService.performBlock(block, accountId: accountId)
        case .mute(let duration, let hidingNotifications):
            try await safetyService.performMute(accountId: accountId, seconds: duration.seconds, hidesNotifications: hidingNotifications)
        case .unmute: try await safetyService.performUnmute(accountId: accountId)
        case .answerFollowRequest(true): try await followService.performAcceptFollowRequest(accountId: accountId)
        case .answerFollowRequest(false): try await followService.performRejectFollowRequest(accountId: accountId)
        }
    }
}
