import FoundationEssentials
import Localisation

/// Turns a poll into what its lines show: the shares once I voted or it ended, the marks of a
/// vote being chosen, how many voted and how long it stays open.
package struct PollCellObjectFactory {
    package init() {}

    /// Where a screen takes a vote, and how far it went: nil in a list.
    package enum Voting: Equatable {
        /// `V` starts choosing.
        case ready
        /// The options are numbered, and these places are marked.
        case choosing(marked: Set<Int>)
    }

    package func cellObject(for poll: Poll, now: Date, maximumOptions: Int, voting: Voting? = nil) -> PollCellObject {
        let showsResults = poll.showsResults(now: now)
        let marked: Set<Int>
        let numbered: Bool
        if case .choosing(let marks) = voting { (marked, numbered) = (marks, true) } else { (marked, numbered) = ([], false) }
        // Where several options may be chosen, a share is of the people who voted.
        let total = poll.allowsMultiple ? (poll.votersCount ?? poll.votesCount) : poll.votesCount
        let shown = poll.options.prefix(maximumOptions).enumerated().map { index, option in
            let share = showsResults ? Self.share(of: option.votesCount ?? 0, in: total) : nil
            return PollCellObject.Option(
                number: numbered ? String(index + 1) : "", title: option.title, share: share,
                percent: share.map { "\(Int(($0 * 100).rounded()))%" }, isMine: poll.ownVotes.contains(index),
                isMarked: marked.contains(index))
        }
        let hidden = poll.options.count - shown.count
        return PollCellObject(
            options: shown, moreOptions: hidden > 0 ? Strings.pollMoreOptions(hidden) : nil,
            summary: summary(of: poll, now: now),
            hint: showsResults || poll.options.isEmpty ? nil : hint(for: voting, optionCount: poll.options.count))
    }

    private func hint(for voting: Voting?, optionCount: Int) -> String? {
        switch voting {
        case .ready?: Strings.pollHintStart
        case .choosing?: Strings.pollHint(String(min(9, optionCount)))
        case nil: nil
        }
    }

    /// "12 votes · 2h left", "5 people · several choices · ended".
    private func summary(of poll: Poll, now: Date) -> String {
        var parts = [poll.allowsMultiple ? Strings.pollVoters(poll.votersCount ?? poll.votesCount) : Strings.pollVotes(poll.votesCount)]
        if poll.allowsMultiple { parts.append(Strings.pollSeveralChoices) }
        if poll.isClosed(now: now) {
            parts.append(Strings.pollEnded)
        } else if let end = poll.expiresAt {
            // How far the end is, counted as an age is: "2h".
            parts.append(Strings.pollTimeLeft(RelativeTimeFormatter(now: end).string(for: now)))
        }
        return parts.joined(separator: " · ")
    }

    private static func share(of votes: Int, in total: Int) -> Double {
        total > 0 ? min(1, max(0, Double(votes) / Double(total))) : 0
    }
}
