import Tintype

/// Votes through the outbox facade: saved on disk first, then sent in order with the other
/// writes; the home timeline keeps the post as the answer has it.
public struct PollServiceImplementation: PollService {
    private let choices: PostChoiceWrites

    public init(writes: OutboxFacade, homeTimeline: any HomeTimelineKeeping) {
        choices = PostChoiceWrites(writes: writes, homeTimeline: homeTimeline)
    }

    public func performVote(postId: String, pollId: String, choices chosen: [Int]) async throws -> Post {
        try await choices.send(.vote(postId: postId, pollId: pollId, choices: chosen))
    }
}
