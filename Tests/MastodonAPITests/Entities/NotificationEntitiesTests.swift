import Foundation
import Testing

@testable import MastodonAPI

/// Notifications as the demo instance sent them after Ada, Alan and Katherine liked a post of
/// Grace's (recorded from mastodon-mock with curl).
struct NotificationEntitiesTests {
    @Test func testThatEveryLikeOfTheRecordedPageIsRead() throws {
        // given
        let data = try Fixture.data("notifications-v1-favourites-demo")
        // when
        let notifications = try FlatJSONDecoder().decode(LenientList<NotificationEntity>.self, from: data).elements
        // then
        #expect(notifications.map(\.type) == ["favourite", "favourite", "favourite"])
    }

    @Test func testThatALikeNamesWhoLikedAndWhichPost() throws {
        // given
        let data = try Fixture.data("notifications-v1-favourites-demo")
        // when
        let newest = try FlatJSONDecoder().decode(LenientList<NotificationEntity>.self, from: data).elements.first
        // then
        #expect(newest?.account.acct == "ada" && HTMLToText.convert(newest?.status?.content ?? "") == "Moth in the relay 🦋")
    }

    @Test func testThatTheLikesOfAPostAreOneGroup() throws {
        // given
        let data = try Fixture.data("notifications-v2-grouped-demo")
        // when
        let page = try FlatJSONDecoder().decode(GroupedNotificationsEntity.self, from: data)
        // then
        #expect(page.groups.map { [$0.type, String($0.notificationsCount)] } == [["favourite", "3"]])
    }

    @Test func testThatAGroupsSampleAccountsAreAmongThePagesAccounts() throws {
        // given
        let data = try Fixture.data("notifications-v2-grouped-demo")
        // when
        let page = try FlatJSONDecoder().decode(GroupedNotificationsEntity.self, from: data)
        // then
        let known = Set(page.accounts.map(\.id))
        #expect(page.groups.first.map { $0.sampleAccountIds.allSatisfy(known.contains) } == true)
    }

    @Test func testThatALikeOfADeletedPostHasNoStatus() throws {
        // given
        let json =
            #"{"id":"9","type":"favourite","created_at":"2026-11-22T12:00:00Z","account":{"id":"1","username":"ada","acct":"ada"},"status":null}"#
        // when
        let notification = try FlatJSONDecoder().decode(NotificationEntity.self, from: Data(json.utf8))
        // then
        #expect(notification.status == nil)
    }
}
