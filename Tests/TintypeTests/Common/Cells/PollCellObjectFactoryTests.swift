import Foundation
import Localisation
import Testing

@testable import Tintype

struct PollCellObjectFactoryTests {
    private let factory = PollCellObjectFactory()
    private let now = Date(timeIntervalSince1970: 1_000_000)

    private func poll(hasVoted: Bool = false, allowsMultiple: Bool = false, optionCount: Int = 2) -> Poll {
        Poll(
            id: "p", options: (0..<optionCount).map { .init(title: "option \($0)", votesCount: $0 == 0 ? 3 : 1) },
            expiresAt: now.addingTimeInterval(2 * 3600 + 60), allowsMultiple: allowsMultiple, votesCount: 4,
            votersCount: allowsMultiple ? 2 : nil, hasVoted: hasVoted, ownVotes: hasVoted ? [0] : [])
    }

    @Test func testThatAPollNotVotedInShowsNoShares() {
        // given
        // when
        let object = factory.cellObject(for: poll(), now: now, maximumOptions: 4)
        // then
        #expect(object.options.allSatisfy { $0.share == nil && $0.percent == nil })
    }

    @Test func testThatMyVoteShowsTheSharesAndWhichIsMine() {
        // given
        // when
        let object = factory.cellObject(for: poll(hasVoted: true), now: now, maximumOptions: 4)
        // then
        #expect(object.options.map(\.percent) == ["75%", "25%"] && object.options.map(\.isMine) == [true, false])
    }

    @Test func testThatSeveralChoicesShareThePeopleWhoVoted() {
        // given
        // when
        let object = factory.cellObject(for: poll(hasVoted: true, allowsMultiple: true), now: now, maximumOptions: 4)
        // then: 3 of the 2 people is all of them, never more
        #expect(object.options.first?.share == 1)
    }

    @Test func testThatTheSummarySaysHowManyVotedAndHowLongIsLeft() {
        // given
        // when
        let object = factory.cellObject(for: poll(), now: now, maximumOptions: 4)
        // then
        #expect(object.summary == Strings.pollVotes(4) + " · " + Strings.pollTimeLeft("2h"))
    }

    @Test func testThatOptionsBeyondTheRoomAreCounted() {
        // given
        // when
        let object = factory.cellObject(for: poll(optionCount: 500), now: now, maximumOptions: 4)
        // then
        #expect(object.options.count == 4 && object.moreOptions == Strings.pollMoreOptions(496))
    }

    @Test func testThatChoosingNumbersTheOptionsAndMarksThoseChosen() {
        // given
        // when
        let object = factory.cellObject(for: poll(), now: now, maximumOptions: 4, voting: .choosing(marked: [1]))
        // then
        #expect(object.options.map(\.number) == ["1", "2"] && object.options.map(\.isMarked) == [false, true])
    }

    @Test func testThatAListShowsNoHowToVote() {
        // given
        // when
        let object = factory.cellObject(for: poll(), now: now, maximumOptions: 4)
        // then
        #expect(object.hint == nil)
    }
}
