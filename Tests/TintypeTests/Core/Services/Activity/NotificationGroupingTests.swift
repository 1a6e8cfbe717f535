import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

/// On payloads recorded from the demo instance: three likes of one post (Ada, Katherine, Alan,
/// newest first), once as `/api/v1` sent them and once as `/api/v2` grouped them.
struct NotificationGroupingTests {
    private static func recorded<Value: Decodable>(_ type: Value.Type, _ name: String) throws -> Value {
        let url = DemoServer.packageRoot.appendingPathComponent("Tests/MastodonAPITests/Fixtures/\(name).json")
        return try FlatJSONDecoder().decode(type, from: Data(contentsOf: url))
    }

    private static func v1() throws -> [NotificationEntity] {
        try recorded([NotificationEntity].self, "notifications-v1-favourites-demo")
    }

    private static func v2() throws -> GroupedNotificationsEntity {
        try recorded(GroupedNotificationsEntity.self, "notifications-v2-grouped-demo")
    }

    private static func account(_ id: String) -> AccountEntity {
        AccountEntity(id: id, username: "u\(id)", acct: "u\(id)", displayName: "U\(id)")
    }

    @Test func testThatSingleLikesOfOnePostBecomeOneGroup() throws {
        // given
        let notifications = try Self.v1()
        // when
        let groups = NotificationGrouping.groups(from: notifications)
        // then
        #expect(groups.map(\.count) == [3])
    }

    @Test func testThatBothShapesGiveTheSameGroups() throws {
        // given
        let single = NotificationGrouping.groups(from: try Self.v1())
        // when
        let grouped = NotificationGrouping.groups(from: try Self.v2())
        // then
        #expect(
            grouped.map(\.post?.id) == single.map(\.post?.id) && grouped.map(\.count) == single.map(\.count)
                && grouped.map { $0.accounts.map(\.username) } == single.map { $0.accounts.map(\.username) }
                && grouped.map(\.newestNotificationId) == single.map(\.newestNotificationId))
    }

    @Test func testThatTheLatestLikerComesFirst() throws {
        // given
        let notifications = try Self.v1()
        // when
        let groups = NotificationGrouping.groups(from: notifications)
        // then
        #expect(groups.first?.accounts.map(\.username) == ["ada", "katherine", "alan"])
    }

    @Test func testThatALikeOfADeletedPostIsLeftOut() throws {
        // given
        var notifications = try Self.v1()
        notifications[0].status = nil
        // when
        let groups = NotificationGrouping.groups(from: notifications)
        // then
        #expect(groups.map(\.count) == [2])
    }

    @Test func testThatAMentionAndAKindUnknownHereEachStandAlone() throws {
        // given
        var notifications = try Self.v1()
        notifications[1].type = "mention"
        notifications[2].type = "some_future_type"
        // when
        let groups = NotificationGrouping.groups(from: notifications)
        // then
        #expect(groups.map(\.type) == ["favourite", "mention", "some_future_type"])
    }

    @Test func testThatAGroupWhosePostWasNotSentIsLeftOut() throws {
        // given
        var page = try Self.v2()
        page.statuses = []
        // when
        let groups = NotificationGrouping.groups(from: page)
        // then
        #expect(groups.isEmpty)
    }

    @Test func testThatGroupsMadeHereAddUpAcrossPages() throws {
        // given
        let loaded = NotificationGrouping.groups(from: try Self.v1())
        // when
        let merged = NotificationGrouping.appending(loaded, to: loaded, countsArePerPage: true)
        // then
        #expect(merged.map(\.count) == [6])
    }

    @Test func testThatAServerGroupSeenOnTwoPagesKeepsItsWholeCount() throws {
        // given
        let loaded = NotificationGrouping.groups(from: try Self.v2())
        // when
        let merged = NotificationGrouping.appending(loaded, to: loaded, countsArePerPage: false)
        // then
        #expect(merged.map(\.count) == [3])
    }

    @Test func testThatAnOlderPageAddsItsOtherPostsBelow() throws {
        // given
        let loaded = NotificationGrouping.groups(from: try Self.v1())
        var other = loaded[0]
        other.key = "favourite-1"
        other.post = EntityFixture.status(id: "1")
        other.accounts = [Self.account("5")]
        // when
        let merged = NotificationGrouping.appending([other], to: loaded, countsArePerPage: true)
        // then
        #expect(merged.map(\.post?.id) == [loaded[0].post?.id, "1"])
    }
}
