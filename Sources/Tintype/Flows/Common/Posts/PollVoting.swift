import FoundationEssentials
import Localisation

/// Voting in a post's poll from the keyboard: `V` starts choosing, a number marks an option (the
/// mark moves where one option is allowed, and toggles where several are), `V` again votes, and any
/// other key stops choosing. The status line says what to do next and how the vote went.
@MainActor
final class PollVoting {
    typealias StatusShower = @MainActor (_ text: String, _ tone: StatusLineViewModel.Tone) -> Void

    private let interactor: any PollVotingInteractorInput
    private let explain: @MainActor (ConnectionProblem) -> String
    private let now: @MainActor () -> Date
    private let showStatus: StatusShower
    /// Numbers choose options: the screen hands them here rather than to the tabs.
    private(set) var isChoosing = false
    /// The places of the options marked for the vote.
    private(set) var marked: Set<Int> = []

    /// `showStatus` puts a line in the screen's status line; it holds its presenter weakly.
    init(
        interactor: any PollVotingInteractorInput, explain: @escaping @MainActor (ConnectionProblem) -> String,
        now: @escaping @MainActor () -> Date, showStatus: @escaping StatusShower
    ) {
        self.interactor = interactor
        self.explain = explain
        self.now = now
        self.showStatus = showStatus
    }

    /// What a key of the vote does to the post shown.
    func handle(_ key: PollVotingKey, in post: Post?) {
        switch key {
        case .vote: vote(in: post)
        case .option(let number): mark(option: number, in: post)
        case .stop: stopChoosing()
        }
    }

    /// `V`: starts choosing, or votes for what is marked.
    private func vote(in post: Post?) {
        guard let post, let poll = post.poll else { return showStatus(Strings.pollNone, .normal) }
        guard !poll.hasVoted else { return showStatus(Strings.pollVotedAlready, .normal) }
        guard !poll.isClosed(now: now()) else { return showStatus(Strings.pollClosedForVotes, .normal) }
        guard isChoosing else {
            isChoosing = true
            return showStatus(Strings.pollChooseFirst, .normal)
        }
        guard !marked.isEmpty else { return showStatus(Strings.pollChooseFirst, .warning) }
        interactor.vote(marked.sorted(), inPollOf: post)
        stopChoosing()
        showStatus(Strings.pollVoted, .normal)
    }

    /// A number while choosing: the option with that number marked, or unmarked.
    private func mark(option number: Int, in post: Post?) {
        guard isChoosing, let poll = post?.poll, poll.options.indices.contains(number - 1) else { return }
        let index = number - 1
        if poll.allowsMultiple {
            if marked.remove(index) == nil { marked.insert(index) }
        } else {
            marked = marked == [index] ? [] : [index]
        }
        showStatus(Strings.pollMarked(marked.count), .normal)
    }

    /// Any other key while choosing: nothing is sent, and the marks go.
    private func stopChoosing() {
        isChoosing = false
        marked = []
    }

    /// The vote waits for a server that did not answer, or was refused and undone.
    func didFail(_ problem: ConnectionProblem) {
        let reason = explain(problem)
        problem.mayPass ? showStatus(Strings.voteWaiting(reason), .warning) : showStatus(Strings.voteFailed(reason), .error)
    }
}
