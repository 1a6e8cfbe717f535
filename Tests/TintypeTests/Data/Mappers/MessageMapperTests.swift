import Foundation
import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

struct MessageMapperTests {
    static let grace = AccountEntity(id: "g", username: "grace", acct: "grace", displayName: "Grace Hopper")

    private static func status(id: String, by account: AccountEntity, content: String) -> StatusEntity {
        StatusEntity(id: id, createdAt: Date(timeIntervalSince1970: 1_000_000), account: account, content: content, visibility: .direct)
    }

    @Test func testThatTheAddressingMentionsAreLeftOut() {
        // given
        let text = "@ada @alan See you at six"
        // when
        let shown = MessageMapper.withoutLeadingMentions(text)
        // then
        #expect(shown == "See you at six")
    }

    @Test func testThatAMessageOfMentionsOnlyKeepsThem() {
        // given
        // when
        let shown = MessageMapper.withoutLeadingMentions("@ada @alan")
        // then
        #expect(shown == "@alan")
    }

    @Test func testThatAMentionInsideTheTextStays() {
        // given
        // when
        let shown = MessageMapper.withoutLeadingMentions("@ada ask @grace")
        // then
        #expect(shown == "ask @grace")
    }

    @Test func testThatHostileTextIsCleaned() {
        // given
        let status = Self.status(id: "1", by: Self.grace, content: "<p>@ada hi\u{1B}]0;owned\u{7}</p>")
        // when
        let message = MessageMapper.message(from: status, participantIds: ["g"])
        // then
        #expect(!message.text.contains("\u{1B}"))
    }

    @Test func testThatAConversationWithADeletedLastMessageHasNone() {
        // given
        let entity = ConversationEntity(id: "1", accounts: [Self.grace], lastStatus: nil)
        // when
        let conversation = MessageMapper.conversation(from: entity)
        // then
        #expect(conversation.lastMessage == nil && conversation.participants.map(\.handle) == ["grace"])
    }

    @Test func testThatAConversationWithNoOneElseIsKeyedByItsId() {
        // given
        let entity = ConversationEntity(id: "7", accounts: [], lastStatus: nil)
        // when
        let conversation = MessageMapper.conversation(from: entity)
        // then
        #expect(conversation.key == "conversation-7" && conversation.participants.isEmpty)
    }
}
