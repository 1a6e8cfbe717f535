import Foundation
import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

struct SearchResultsMapperTests {
    @Test func testThatAnAccountBecomesItsAuthor() {
        // given
        let entity = SearchResultsEntity(accounts: [AccountEntity(id: "1", username: "grace", acct: "grace", displayName: "Grace Hopper")])
        // when
        let results = SearchResultsMapper.results(from: entity)
        // then
        #expect(results.accounts == [Author(id: "1", displayName: "Grace Hopper", handle: "grace")])
    }

    @Test func testThatATagCountsItsUsesOverTheDaysGiven() {
        // given
        let entity = SearchResultsEntity(hashtags: [TagEntity(name: "cats", dailyUses: [3, 0, 2], isFollowing: true)])
        // when
        let results = SearchResultsMapper.results(from: entity)
        // then
        #expect(results.hashtags == [Hashtag(name: "cats", recentUses: 5, isFollowed: true)])
    }

    @Test func testThatATagLosesItsHashAndItsEscapes() {
        // given
        let entity = SearchResultsEntity(hashtags: [TagEntity(name: "#ca\u{1B}[2Jts")])
        // when
        let results = SearchResultsMapper.results(from: entity)
        // then
        #expect(results.hashtags.map(\.name) == ["cats"])
    }

    @Test func testThatATagOfNothingButControlsIsLeftOut() {
        // given
        let entity = SearchResultsEntity(hashtags: [TagEntity(name: "\u{7}\u{1B}")])
        // when
        let results = SearchResultsMapper.results(from: entity)
        // then
        #expect(results.hashtags.isEmpty)
    }

    @Test func testThatAPostKeepsItsCleanCaption() {
        // given
        let entity = SearchResultsEntity(statuses: [EntityFixture.status(id: "9")])
        // when
        let results = SearchResultsMapper.results(from: entity)
        // then
        #expect(results.posts.map(\.caption) == ["Hello world"])
    }
}
