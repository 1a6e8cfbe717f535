/// Polls: voting in a post's poll.
public protocol PollService: Sendable {
    /// Votes for the options at these places (0-based), through the outbox; answers with the post
    /// as the server has it after the vote.
    func performVote(postId: String, pollId: String, choices: [Int]) async throws -> Post
}
