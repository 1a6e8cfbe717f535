import Foundation
import Testing

@testable import Tintype

struct PollTests {
    private let now = Date(timeIntervalSince1970: 1_000_000)

    private func poll(expiresIn seconds: TimeInterval = 3600, hasVoted: Bool = false, allowsMultiple: Bool = false) -> Poll {
        Poll(
            id: "p", options: [.init(title: "a", votesCount: 2), .init(title: "b", votesCount: 1)],
            expiresAt: now.addingTimeInterval(seconds), allowsMultiple: allowsMultiple, votesCount: 3,
            votersCount: allowsMultiple ? 2 : nil, hasVoted: hasVoted)
    }

    @Test func testThatAVoteCountsForTheOptionChosen() {
        // given
        // when
        let voted = poll().withVote([1])
        // then
        #expect(voted.options.map(\.votesCount) == [2, 2] && voted.votesCount == 4 && voted.ownVotes == [1])
    }

    @Test func testThatAVoteForSeveralCountsOneMorePerson() {
        // given
        // when
        let voted = poll(allowsMultiple: true).withVote([0, 1])
        // then
        #expect(voted.votersCount == 3 && voted.votesCount == 5)
    }

    @Test func testThatAPollIVotedInTakesNoOtherVote() {
        // given
        let voted = poll(hasVoted: true)
        // when
        let again = voted.withVote([0])
        // then
        #expect(again == voted)
    }

    @Test func testThatAPollPastItsEndIsClosedBeforeTheServerSaysSo() {
        // given
        // when
        let isClosed = poll(expiresIn: -1).isClosed(now: now)
        // then
        #expect(isClosed)
    }

    @Test func testThatTheSharesWaitForMyVote() {
        // given
        // when
        let shows = poll().showsResults(now: now)
        // then
        #expect(!shows)
    }
}
