import Tintype

/// Boosts through the outbox facade: saved first, then sent in order with the other writes on the
/// post; a boost and the unboost after it never cross.
public struct BoostServiceImplementation: BoostService {
    private let choices: PostChoiceWrites

    public init(writes: OutboxFacade, homeTimeline: any HomeTimelineKeeping) {
        choices = PostChoiceWrites(writes: writes, homeTimeline: homeTimeline)
    }

    public func performBoost(postId: String) async throws -> Post {
        try await choices.send(.boost(postId: postId))
    }

    public func performUnboost(postId: String) async throws -> Post {
        try await choices.send(.unboost(postId: postId))
    }
}
