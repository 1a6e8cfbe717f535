import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct NotificationsListingTests {
    let now = Date(timeIntervalSince1970: 1_795_000_000)
    private let grace = Author(id: "g", displayName: "Grace Hopper", handle: "grace")

    private func post(_ caption: String) -> Post {
        PostMapper.post(from: EntityFixture.status(id: "7", content: "<p>\(caption)</p>"))
    }

    @Test func testThatALikeNamesWhoAndThePost() {
        // given
        let notice = Notice(id: "40", kind: .like, account: grace, post: post("Moths at the lamp"), createdAt: now.addingTimeInterval(-120))
        // when
        let text = NotificationsListing.plainText([notice], now: now)
        // then
        #expect(text == "Grace Hopper @grace liked your post · 2m · id 7\nMoths at the lamp\n")
    }

    @Test func testThatAFollowHasNoPostLine() {
        // given
        let notice = Notice(id: "41", kind: .follow, account: grace)
        // when
        let text = NotificationsListing.plainText([notice], now: now)
        // then
        #expect(text == "Grace Hopper @grace followed you\n")
    }

    @Test func testThatALikeOfADeletedPostSaysItIsGone() {
        // given
        let notice = Notice(id: "42", kind: .like, account: grace)
        // when
        let text = NotificationsListing.plainText([notice], now: now)
        // then
        #expect(text == "Grace Hopper @grace liked your post\nthe post was deleted\n")
    }

    @Test func testThatAnUnknownKindIsAPlainLine() {
        // given
        let notice = Notice(id: "43", kind: .other("severed_relationships"), account: grace)
        // when
        let text = NotificationsListing.plainText([notice], now: now)
        // then
        #expect(text == "Grace Hopper @grace: severed_relationships\n")
    }

    @Test func testThatNothingYetIsSaid() {
        // when
        let text = NotificationsListing.plainText([], now: now)
        // then
        #expect(text == "Nothing has happened yet.\n")
    }

    @Test func testThatJSONNamesTheKindAsTheServerDoes() throws {
        // given
        let notice = Notice(id: "44", kind: .followRequest, account: grace)
        // when
        let text = try NotificationsListing.json([notice])
        // then
        #expect(text.contains(#""kind" : "follow_request""#))
    }
}
