import Foundation
import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

struct NoticeMapperTests {
    private let grace = AccountEntity(id: "g", username: "grace", acct: "grace", displayName: "Grace Hopper")

    private func notice(type: String, status: StatusEntity? = nil) -> Notice {
        NoticeMapper.notice(from: NotificationEntity(id: "40", type: type, createdAt: nil, account: grace, status: status))
    }

    @Test func testThatAFavouriteIsALike() {
        // when
        let kind = notice(type: "favourite", status: EntityFixture.status(id: "7")).kind
        // then
        #expect(kind == .like)
    }

    @Test func testThatAQuoteOfMyPostIsAQuote() {
        // when
        let kind = notice(type: "quote", status: EntityFixture.status(id: "9")).kind
        // then
        #expect(kind == .quote)
    }

    @Test func testThatAnEditOfAPostIQuotedIsAQuotedUpdate() {
        // when
        let kind = notice(type: "quoted_update", status: EntityFixture.status(id: "9")).kind
        // then
        #expect(kind == .quotedUpdate)
    }

    @Test func testThatAMentionAnsweringAPostIsAComment() {
        // when
        let kind = notice(type: "mention", status: EntityFixture.status(id: "8", inReplyToId: "7")).kind
        // then
        #expect(kind == .comment)
    }

    @Test func testThatAMentionAnsweringNothingIsAMention() {
        // when
        let kind = notice(type: "mention", status: EntityFixture.status(id: "8")).kind
        // then
        #expect(kind == .mention)
    }

    @Test func testThatAFollowRequestIsOneOfItsOwn() {
        // when
        let kind = notice(type: "follow_request").kind
        // then
        #expect(kind == .followRequest)
    }

    @Test func testThatAReblogIsABoost() {
        // when
        let kind = notice(type: "reblog", status: EntityFixture.status(id: "7")).kind
        // then
        #expect(kind == .boost)
    }

    @Test func testThatAnUnknownKindKeepsItsCleanName() {
        // when
        let kind = notice(type: "admin.sign_up\u{1B}[2J").kind
        // then
        #expect(kind == .other("admin.sign_up"))
    }

    @Test func testThatWhoDidItIsTheirAuthor() {
        // when
        let account = notice(type: "follow").account
        // then
        #expect(account == Author(id: "g", displayName: "Grace Hopper", handle: "grace"))
    }

    @Test func testThatTheFollowsFilterAsksForFollowsAndRequests() {
        // when
        let types = NoticeMapper.types(for: .follows)
        // then
        #expect(types == ["follow", "follow_request"])
    }

    @Test func testThatAllAsksForNoTypeSoThatNewKindsCome() {
        // when
        let types = NoticeMapper.types(for: .all)
        // then
        #expect(types.isEmpty)
    }
}
