/// A post's poll with every string ready to draw.
struct PollCellObject: Equatable, Sendable {
    struct Option: Equatable, Sendable {
        /// "1" on a post's screen, where the number chooses it; empty in a list.
        var number: String
        var title: String
        /// The option's part of the votes (0...1) once the shares are shown; nil before.
        var share: Double?
        /// "40%", with the share.
        var percent: String?
        /// One I voted for.
        var isMine = false
        /// Marked for the vote about to be sent.
        var isMarked = false
    }

    var options: [Option]
    /// "and 3 more options" where not every option fits.
    var moreOptions: String?
    /// "12 votes · 2h left", "5 people · ended".
    var summary: String
    /// How to vote, where this screen takes a vote.
    var hint: String?
}
