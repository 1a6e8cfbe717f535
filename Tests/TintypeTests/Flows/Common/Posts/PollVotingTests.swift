import Foundation
import Localisation
import Testing

@testable import Tintype

@MainActor
struct PollVotingTests {
    private let interactor = PollVotingInteractorInputSpy()
    private let statuses = SaidStatuses()
    private let now = Date(timeIntervalSince1970: 1_000_000)
    private let voting: PollVoting

    init() {
        voting = PollVoting(
            interactor: interactor, explain: { "because \($0)" }, now: { [now] in now },
            showStatus: { [statuses] text, tone in statuses.lines.append((text, tone)) })
    }

    private func post(allowsMultiple: Bool = false, hasVoted: Bool = false, endsIn seconds: TimeInterval = 60) -> Post {
        var post = Post.fixture(id: "5")
        post.poll = Poll(
            id: "p", options: [.init(title: "a"), .init(title: "b"), .init(title: "c")], expiresAt: now.addingTimeInterval(seconds),
            allowsMultiple: allowsMultiple, hasVoted: hasVoted)
        return post
    }

    @Test func testThatVStartsChoosingAndSendsNothing() {
        // given
        // when
        voting.handle(.vote, in: post())
        // then
        #expect(voting.isChoosing && interactor.votes.isEmpty)
    }

    @Test func testThatANumberMovesTheMarkInAPollOfOneChoice() {
        // given
        voting.handle(.vote, in: post())
        voting.handle(.option(1), in: post())
        // when
        voting.handle(.option(3), in: post())
        // then
        #expect(voting.marked == [2])
    }

    @Test func testThatANumberTogglesItsMarkWhereSeveralMayBeChosen() {
        // given
        let several = post(allowsMultiple: true)
        voting.handle(.vote, in: several)
        voting.handle(.option(1), in: several)
        voting.handle(.option(3), in: several)
        // when
        voting.handle(.option(1), in: several)
        // then
        #expect(voting.marked == [2])
    }

    @Test func testThatVAgainVotesForTheOptionsMarkedInOrder() {
        // given
        let several = post(allowsMultiple: true)
        voting.handle(.vote, in: several)
        voting.handle(.option(3), in: several)
        voting.handle(.option(1), in: several)
        // when
        voting.handle(.vote, in: several)
        // then
        #expect(interactor.votes == [[0, 2]] && !voting.isChoosing)
    }

    @Test func testThatVWithNothingMarkedSaysToChooseFirst() {
        // given
        voting.handle(.vote, in: post())
        // when
        voting.handle(.vote, in: post())
        // then
        #expect(interactor.votes.isEmpty && statuses.lines.last?.tone == .warning)
    }

    @Test func testThatANumberBeyondTheOptionsMarksNothing() {
        // given
        voting.handle(.vote, in: post())
        // when
        voting.handle(.option(7), in: post())
        // then
        #expect(voting.marked.isEmpty)
    }

    @Test func testThatAnotherKeyDropsTheMarks() {
        // given
        voting.handle(.vote, in: post())
        voting.handle(.option(2), in: post())
        // when
        voting.handle(.stop, in: post())
        // then
        #expect(!voting.isChoosing && voting.marked.isEmpty)
    }

    @Test func testThatAPollThatEndedTakesNoVote() {
        // given
        // when
        voting.handle(.vote, in: post(endsIn: -1))
        // then
        #expect(!voting.isChoosing && statuses.lines.map(\.text) == [Strings.pollClosedForVotes])
    }

    @Test func testThatAPollIVotedInSaysSo() {
        // given
        // when
        voting.handle(.vote, in: post(hasVoted: true))
        // then
        #expect(statuses.lines.map(\.text) == [Strings.pollVotedAlready])
    }

    @Test func testThatARefusedVoteSaysWhyAsAnError() {
        // given
        // when
        voting.didFail(.rejected("ended"))
        // then
        #expect(statuses.lines.last?.tone == .error)
    }
}

private final class SaidStatuses {
    var lines: [(text: String, tone: StatusLineViewModel.Tone)] = []
}

@MainActor
private final class PollVotingInteractorInputSpy: PollVotingInteractorInput {
    var votes: [[Int]] = []
    func vote(_ choices: [Int], inPollOf post: Post) { votes.append(choices) }
}
