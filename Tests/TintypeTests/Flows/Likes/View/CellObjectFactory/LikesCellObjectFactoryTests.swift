import Foundation
import Testing

@testable import Tintype

struct LikesCellObjectFactoryTests {
    let factory = LikesCellObjectFactory()
    let now = Date(timeIntervalSince1970: 1_000_000)

    @Test func testThatOneLikerIsNamed() {
        // given
        let group = LikeGroup.fixture(postId: "7", likers: ["Grace Hopper"])
        // when
        let row = factory.cellObjects(for: [group], now: now)[0]
        // then
        #expect(row.headline == "Grace Hopper liked your post")
    }

    @Test func testThatTwoLikersAreNamedTogether() {
        // given
        let group = LikeGroup.fixture(postId: "7", likers: ["Grace Hopper", "Alan Turing"])
        // when
        let row = factory.cellObjects(for: [group], now: now)[0]
        // then
        #expect(row.headline == "Grace Hopper and Alan Turing liked your post")
    }

    @Test func testThatOneMoreLikerIsOneOther() {
        // given
        let group = LikeGroup.fixture(postId: "7", likers: ["Grace Hopper", "Alan Turing", "Katherine Johnson"])
        // when
        let row = factory.cellObjects(for: [group], now: now)[0]
        // then
        #expect(row.headline == "Grace Hopper, Alan Turing and 1 other liked your post")
    }

    @Test func testThatTheAgeIsThatOfTheLatestLike() {
        // given: the fixture's latest like is two hours old
        let group = LikeGroup.fixture(postId: "7")
        // when
        let row = factory.cellObjects(for: [group], now: now)[0]
        // then
        #expect(row.age == "2h")
    }

    @Test func testThatOnlyTheFirstCaptionLineIsShown() {
        // given
        var group = LikeGroup.fixture(postId: "7")
        group.post.caption = "First line\nSecond line"
        // when
        let row = factory.cellObjects(for: [group], now: now)[0]
        // then
        #expect(row.caption == "First line")
    }

    @Test func testThatAContentWarningStandsInForTheCaption() {
        // given
        var group = LikeGroup.fixture(postId: "7")
        group.post.contentWarning = "spiders"
        // when
        let row = factory.cellObjects(for: [group], now: now)[0]
        // then
        #expect(row.caption == "CW: spiders")
    }
}
