/// A post's poll with every string ready to draw.
package struct PollCellObject: Equatable, Sendable {
    package struct Option: Equatable, Sendable {
        /// "1" on a post's screen, where the number chooses it; empty in a list.
        package var number: String
        package var title: String
        /// The option's part of the votes (0...1) once the shares are shown; nil before.
        package var share: Double?
        /// "40%", with the share.
        package var percent: String?
        /// One I voted for.
        package var isMine = false
        /// Marked for the vote about to be sent.
        package var isMarked = false
    }

    package var options: [Option]
    /// "and 3 more options" where not every option fits.
    package var moreOptions: String?
    /// "12 votes · 2h left", "5 people · ended".
    package var summary: String
    /// How to vote, where this screen takes a vote.
    package var hint: String?
}
