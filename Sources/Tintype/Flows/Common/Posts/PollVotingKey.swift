/// A key of a vote being chosen in a poll.
enum PollVotingKey: Equatable, Sendable {
    /// `V`: start choosing, or vote for the options marked.
    case vote
    /// A number while choosing: the option with that number.
    case option(Int)
    /// Any other key while choosing: nothing is sent.
    case stop
}
