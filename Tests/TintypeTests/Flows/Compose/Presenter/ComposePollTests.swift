import Testing

@testable import Tintype

struct ComposePollTests {
    @Test func testThatOptionsAreSplitAtCommasAndTrimmed() {
        #expect(ComposePoll.poll(withOptionsTyped: " tea, coffee ,water", keeping: nil)?.options == ["tea", "coffee", "water"])
    }

    @Test func testThatEmptyOptionsAreLeftOut() {
        #expect(ComposePoll.poll(withOptionsTyped: "tea,, ,coffee", keeping: nil)?.options == ["tea", "coffee"])
    }

    @Test func testThatNothingTypedIsNoPoll() {
        #expect(ComposePoll.poll(withOptionsTyped: " , ", keeping: PostDraft.Poll(options: ["a", "b"])) == nil)
    }

    @Test func testThatNewOptionsKeepTheLengthAndTheChoice() {
        // given
        let before = PostDraft.Poll(options: ["a", "b"], expiresInSeconds: 3600, allowsMultiple: true)
        // when
        let after = ComposePoll.poll(withOptionsTyped: "tea,coffee", keeping: before)
        // then
        #expect(after?.expiresInSeconds == 3600 && after?.allowsMultiple == true)
    }

    @Test func testThatTheNextLengthIsTheNextOneOffered() {
        #expect(ComposePoll.length(after: 86_400, limits: .usual) == 3 * 86_400)
    }

    @Test func testThatTheLongestGoesBackToTheShortestTheServerAllows() {
        // given: a server that keeps polls open from ten minutes to a day
        let limits = PollLimits(options: 4, charactersPerOption: 50, shortestSeconds: 600, longestSeconds: 86_400)
        // when
        let next = ComposePoll.length(after: 86_400, limits: limits)
        // then
        #expect(next == 1800)
    }
}
