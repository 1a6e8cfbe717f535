import Foundation
import MastodonAPI
import TestSupport
import Testing

struct ConversationEntityTests {
    private static func decode(_ json: String) throws -> ConversationEntity {
        try FlatJSONDecoder().decode(ConversationEntity.self, from: Data(json.utf8))
    }

    @Test func testThatAConversationNamesTheOthersAndItsLastMessage() throws {
        // given
        let json = #"{"id":"3","unread":true,"accounts":[\#(StubJSON.account(id: "7"))],"last_status":\#(StubJSON.status(id: "9"))}"#
        // when
        let conversation = try Self.decode(json)
        // then
        #expect(conversation.accounts.map(\.id) == ["7"] && conversation.lastStatus?.id == "9" && conversation.isUnread)
    }

    @Test func testThatADeletedLastMessageIsNil() throws {
        // given
        let json = #"{"id":"3","unread":false,"accounts":[],"last_status":null}"#
        // when
        let conversation = try Self.decode(json)
        // then
        #expect(conversation.lastStatus == nil && conversation.accounts.isEmpty)
    }

    @Test func testThatAnUnreadableAccountIsLeftOut() throws {
        // given: one account without an id
        let json = #"{"id":"3","accounts":[{"username":"ghost"},\#(StubJSON.account(id: "7"))]}"#
        // when
        let conversation = try Self.decode(json)
        // then
        #expect(conversation.accounts.map(\.id) == ["7"])
    }
}
