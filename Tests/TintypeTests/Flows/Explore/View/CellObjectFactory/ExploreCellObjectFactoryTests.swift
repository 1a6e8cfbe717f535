import Foundation
import Testing

@testable import Tintype
@testable import TintypeApp

struct ExploreCellObjectFactoryTests {
    let factory = ExploreCellObjectFactory()
    let now = Date(timeIntervalSince1970: 1_000_000 + 7200)

    private func objects(_ entries: [ExploreEntry]) -> [ExploreCellObject] {
        factory.cellObjects(for: entries, instanceName: "demo", now: now)
    }

    @Test func testThatALocalHandleGetsTheInstance() {
        // when
        let object = objects([.account(Author(id: "g", displayName: "Grace Hopper", handle: "grace"))]).first
        // then
        #expect(object?.detail == "@grace@demo")
    }

    @Test func testThatAHandleElsewhereKeepsItsInstance() {
        // when
        let object = objects([.account(Author(id: "g", displayName: "Grace", handle: "grace@pixelfed.social"))]).first
        // then
        #expect(object?.detail == "@grace@pixelfed.social")
    }

    @Test func testThatOnlyTheFirstOfAGroupIsHeaded() {
        // when
        let headings = objects([.hashtag(Hashtag(name: "a")), .hashtag(Hashtag(name: "b"))]).map(\.heading)
        // then
        #expect(headings == ["Hashtags", nil])
    }

    @Test func testThatAHashtagSaysHowMuchItWasUsed() {
        // when
        let object = objects([.hashtag(Hashtag(name: "moths", recentUses: 1))]).first
        // then
        #expect(object?.title == "#moths" && object?.detail == "1 post lately")
    }

    @Test func testThatAPostIsItsAuthorItsAgeItsLikesAndItsFirstLine() {
        // when
        let object = objects([.post(PostMapper.post(from: EntityFixture.status(id: "9", content: "<p>One</p><p>Two</p>")))]).first
        // then
        #expect(object?.title == "Grace Hopper · 2h · ♡ 0" && object?.detail == "One")
    }

    @Test func testThatAPostILikedShowsAFullHeart() {
        // given
        var post = PostMapper.post(from: EntityFixture.status(id: "9"))
        post.isLiked = true
        post.likesCount = 3
        // when
        let object = objects([.post(post)]).first
        // then
        #expect(object?.title.hasSuffix(" · ♥ 3") == true)
    }

    @Test func testThatOnlyTheRowsOfTheChangedPostAreMadeAgain() {
        // given
        let posts = [Post.fixture(id: "1"), .fixture(id: "2")]
        // when
        let rows = factory.cellObjects(showingPost: "2", among: posts, areDiscoveries: false, instanceName: "demo", now: now)
        // then
        #expect(rows.map(\.id) == ["post:2"] && rows.first?.heading == nil)
    }

    @Test func testThatTheFirstPostMadeAgainIsHeaded() {
        // given
        let posts = [Post.fixture(id: "1"), .fixture(id: "2")]
        // when
        let rows = factory.cellObjects(showingPost: "1", among: posts, areDiscoveries: false, instanceName: "demo", now: now)
        // then
        #expect(rows.first?.heading == "Posts")
    }
}
