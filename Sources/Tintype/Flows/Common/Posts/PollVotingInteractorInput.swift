/// The interactor of a screen that votes in a post's poll.
@MainActor
protocol PollVotingInteractorInput: AnyObject {
    /// Votes for the options at these places (0-based): shown at once on every screen, sent
    /// through the outbox; a vote that did not go through answers the screen's `didFailToVote`.
    func vote(_ choices: [Int], inPollOf post: Post)
}
