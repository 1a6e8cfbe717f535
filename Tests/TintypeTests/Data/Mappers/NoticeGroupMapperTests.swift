import Foundation
import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

struct NoticeGroupMapperTests {
    private static func group(
        type: String = "favourite", post: StatusEntity? = EntityFixture.status(id: "7", content: "<p>Moths <b>in</b> the relay</p>")
    ) -> NotificationGroup {
        NotificationGroup(
            key: "\(type)-7", type: type, post: post,
            accounts: [AccountEntity(id: "g", username: "grace", acct: "grace", displayName: "Grace\u{1B}[31m Hopper")],
            count: 4, newestNotificationId: "90", latestAt: Date(timeIntervalSince1970: 5))
    }

    private static func mapped(_ groups: [NotificationGroup], hasOlder: Bool = false) -> ActivityList {
        ActivitySlice(groups: NoticeGroupMapper.groups(from: groups), hasOlder: hasOlder, fetchedAt: Date(timeIntervalSince1970: 9)).list
    }

    @Test func testThatThePostsCaptionBecomesText() {
        // given
        let group = Self.group()
        // when
        let mapped = Self.mapped([group])
        // then
        #expect(mapped.groups.first?.post?.caption == "Moths in the relay")
    }

    @Test func testThatANameLosesItsEscapes() {
        // given
        let group = Self.group()
        // when
        let mapped = Self.mapped([group])
        // then
        #expect(mapped.groups.first?.accounts.first?.displayName.contains("\u{1B}") == false)
    }

    @Test func testThatTheCountAndTheMarkerPlaceAreKept() {
        // given
        let group = Self.group()
        // when
        let mapped = Self.mapped([group]).groups[0]
        // then
        #expect(mapped.count == 4 && mapped.newestNotificationId == "90")
    }

    @Test func testThatAListKeepsWhetherOlderNoticesAreThere() {
        // given
        let groups = [Self.group()]
        // when
        let activity = Self.mapped(groups, hasOlder: true)
        // then
        #expect(activity.hasOlderGroups && activity.groups.count == 1)
    }

    @Test func testThatAnAccountInSeveralGroupsIsNamedAlikeInEach() {
        // given
        let groups = [Self.group(), Self.group(type: "reblog")]
        // when
        let activity = Self.mapped(groups)
        // then
        #expect(activity.groups[0].accounts == activity.groups[1].accounts)
    }

    @Test func testThatAMentionAnsweringAPostIsACommentOnIt() {
        // given
        let reply = EntityFixture.status(id: "9", inReplyToId: "7")
        // when
        let mapped = Self.mapped([Self.group(type: "mention", post: reply)]).groups[0]
        // then
        #expect(mapped.kind == .comment && mapped.answersPostId == "7")
    }

    @Test func testThatAKindUnknownHereKeepsItsCleanedName() {
        // given
        let group = Self.group(type: "admin.sign_up\u{1B}[2J", post: nil)
        // when
        let mapped = Self.mapped([group]).groups[0]
        // then
        #expect(mapped.kind == .other("admin.sign_up"))
    }
}
