import Foundation
import Testing

@testable import Tintype
@testable import TintypeApp

struct FeedStateTests {
    private static let fetchedAt = Date(timeIntervalSince1970: 1_000_000)

    @Test func testThatAgesWorkedOutAMinuteAgoMissedATick() {
        // given
        var state = FeedState()
        state.agesShownAt = Self.fetchedAt
        // when
        let missed = state.hasMissedAgeTick(now: Self.fetchedAt.addingTimeInterval(61))
        // then
        #expect(missed)
    }

    @Test func testThatAFeedNeverFetchedIsStale() {
        // given
        let state = FeedState()
        // when
        let isStale = state.isStale(now: Self.fetchedAt, interval: .seconds(60))
        // then
        #expect(isStale)
    }

    @Test func testThatAFeedFetchedWithinTheIntervalIsNotStale() {
        // given
        var state = FeedState()
        state.loaded = (count: 3, at: Self.fetchedAt)
        // when
        let isStale = state.isStale(now: Self.fetchedAt.addingTimeInterval(30), interval: .seconds(60))
        // then
        #expect(!isStale)
    }

    @Test func testThatTheComposerOpensOnce() {
        // given
        var state = FeedState()
        state.opensComposer = true
        _ = state.takeComposerOpening()
        // when
        let opensAgain = state.takeComposerOpening()
        // then
        #expect(!opensAgain)
    }
}
