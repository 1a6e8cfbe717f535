import Foundation
import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

struct ActivityCellObjectFactoryTests {
    let factory = ActivityCellObjectFactory()
    let now = Date(timeIntervalSince1970: 1_000_000)

    @Test func testThatOneLikerIsNamed() {
        // given
        let group = NoticeGroup.fixture(postId: "7", accounts: ["Grace Hopper"])
        // when
        let row = factory.cellObjects(for: [group], now: now)[0]
        // then
        #expect(row.headline == "Grace Hopper liked your post")
    }

    @Test func testThatTwoLikersAreNamedTogether() {
        // given
        let group = NoticeGroup.fixture(postId: "7", accounts: ["Grace Hopper", "Alan Turing"])
        // when
        let row = factory.cellObjects(for: [group], now: now)[0]
        // then
        #expect(row.headline == "Grace Hopper and Alan Turing liked your post")
    }

    @Test func testThatOneMoreLikerIsOneOther() {
        // given
        let group = NoticeGroup.fixture(postId: "7", accounts: ["Grace Hopper", "Alan Turing", "Katherine Johnson"])
        // when
        let row = factory.cellObjects(for: [group], now: now)[0]
        // then
        #expect(row.headline == "Grace Hopper, Alan Turing and 1 other liked your post")
    }

    @Test func testThatTheAgeIsThatOfTheLatestLike() {
        // given: the fixture's latest like is two hours old
        let group = NoticeGroup.fixture(postId: "7")
        // when
        let row = factory.cellObjects(for: [group], now: now)[0]
        // then
        #expect(row.age == "2h")
    }

    @Test func testThatOnlyTheFirstCaptionLineIsShown() {
        // given
        var group = NoticeGroup.fixture(postId: "7")
        group.post?.caption = "First line\nSecond line"
        // when
        let row = factory.cellObjects(for: [group], now: now)[0]
        // then
        #expect(row.caption == "First line")
    }

    @Test func testThatAContentWarningStandsInForTheCaption() {
        // given
        var group = NoticeGroup.fixture(postId: "7")
        group.post?.contentWarning = "spiders"
        // when
        let row = factory.cellObjects(for: [group], now: now)[0]
        // then
        #expect(row.caption == "CW: spiders")
    }

    @Test func testThatAQuoteOfMyPostSaysWhoQuotedIt() {
        // given
        let group = NoticeGroup.fixture(postId: "9", kind: .quote)
        // when
        let row = factory.cellObjects(for: [group], now: now)[0]
        // then
        #expect(row.headline == "Grace Hopper quoted your post")
    }

    @Test func testThatACommentIsQuoted() {
        // given
        var group = NoticeGroup.fixture(postId: "9", kind: .comment)
        group.post?.caption = "High water at six\nand again at seven"
        // when
        let row = factory.cellObjects(for: [group], now: now)[0]
        // then
        #expect(row.headline == "Grace Hopper commented on your post" && row.caption == "“High water at six”")
    }

    @Test func testThatFollowersAreNamedWithTheirHandles() {
        // given
        let group = NoticeGroup.fixture(postId: nil, kind: .follow, accounts: ["Grace Hopper", "Alan Turing"])
        // when
        let row = factory.cellObjects(for: [group], now: now)[0]
        // then
        #expect(row.headline == "Grace Hopper and Alan Turing followed you" && row.caption == "@grace, @alan")
    }

    @Test func testThatBoostsOfAPostAreCountedTogether() {
        // given
        let group = NoticeGroup.fixture(postId: "7", kind: .boost, accounts: ["Grace Hopper"], count: 4)
        // when
        let row = factory.cellObjects(for: [group], now: now)[0]
        // then
        #expect(row.headline == "Grace Hopper and 3 others boosted your post")
    }

    @Test func testThatAnUnansweredRequestSaysWhatItsKeysDo() {
        // given
        let group = NoticeGroup.fixture(postId: nil, kind: .followRequest)
        // when
        let row = factory.cellObjects(for: [group], now: now)[0]
        // then
        #expect(row.note == Strings.followRequestHint)
    }

    @Test func testThatAnAcceptedRequestSaysSo() {
        // given
        let group = NoticeGroup.fixture(postId: nil, kind: .followRequest)
        // when
        let row = factory.cellObjects(for: [group], now: now, answeredRequests: ["l0": true])[0]
        // then
        #expect(row.note == Strings.followRequestAccepted)
    }

    @Test func testThatAKindUnknownHereIsAPlainLine() {
        // given
        let group = NoticeGroup.fixture(postId: nil, kind: .other("admin.sign_up"))
        // when
        let row = factory.cellObjects(for: [group], now: now)[0]
        // then
        #expect(row.headline == "Grace Hopper: admin.sign_up" && row.symbol == "•")
    }

    @Test func testThatALikeOfAPostDeletedSinceSaysSo() {
        // given
        let group = NoticeGroup.fixture(postId: nil, kind: .like)
        // when
        let row = factory.cellObjects(for: [group], now: now)[0]
        // then
        #expect(row.caption == Strings.noticePostGone)
    }
}
