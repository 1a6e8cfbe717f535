import Foundation
import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

struct ConversationsCellObjectFactoryTests {
    let factory = ConversationsCellObjectFactory()
    let now = Date(timeIntervalSince1970: 1_000_000)
    let grace = Author(id: "g", displayName: "Grace Hopper", handle: "grace")
    let alan = Author(id: "a", displayName: "Alan Turing", handle: "alan")

    private func conversation(participants: [Author], lastMessage: Message?) -> Conversation {
        Conversation(key: "k", serverId: "1", participants: participants, lastMessage: lastMessage, isUnread: false)
    }

    @Test func testThatEveryoneInItIsNamed() {
        // given
        let conversation = conversation(participants: [grace, alan], lastMessage: nil)
        // when
        let row = factory.cellObjects(for: [conversation], now: now)[0]
        // then
        #expect(row.names == "Grace Hopper and Alan Turing")
    }

    @Test func testThatMyLastMessageIsPrefixedWithYou() {
        // given
        let conversation = conversation(participants: [grace], lastMessage: Message(id: "1", author: nil, createdAt: now, text: "Thanks!"))
        // when
        let row = factory.cellObjects(for: [conversation], now: now)[0]
        // then
        #expect(row.preview == "You: Thanks!")
    }

    @Test func testThatOnlyTheFirstLineIsThePreview() {
        // given
        let message = Message(id: "1", author: grace, createdAt: now, text: "First line\nsecond line")
        // when
        let row = factory.cellObjects(for: [conversation(participants: [grace], lastMessage: message)], now: now)[0]
        // then
        #expect(row.preview == "First line")
    }

    @Test func testThatADeletedLastMessageIsSaid() {
        // given
        // when
        let row = factory.cellObjects(for: [conversation(participants: [grace], lastMessage: nil)], now: now)[0]
        // then
        #expect(row.preview == Strings.lastMessageGone)
    }

    @Test func testThatAConversationWithNoOneElseLeftIsOnlyYou() {
        // given
        // when
        let row = factory.cellObjects(for: [conversation(participants: [], lastMessage: nil)], now: now)[0]
        // then
        #expect(row.names == Strings.onlyYou)
    }

    @Test func testThatAPhotoAloneIsPreviewedByItsDescription() {
        // given
        let message = Message(
            id: "1", author: grace, createdAt: now, text: "", media: [MediaItem(kind: .photo, altText: "A moth", url: nil)])
        // when
        let row = factory.cellObjects(for: [conversation(participants: [grace], lastMessage: message)], now: now)[0]
        // then
        #expect(row.preview == "▣ A moth")
    }
}
