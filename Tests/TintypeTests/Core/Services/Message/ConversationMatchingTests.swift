import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

struct ConversationMatchingTests {
    private static func conversation(_ id: String, with people: [String], unread: Bool = false) -> ConversationEntity {
        ConversationEntity(
            id: id, isUnread: unread, accounts: people.map { AccountEntity(id: $0, username: $0, acct: $0, displayName: $0) })
    }

    @Test func testThatAConversationWithANewIdIsStillOne() {
        // given: the demo server's way: the id is the latest message's
        let loaded = [Self.conversation("10", with: ["grace"])]
        // when
        let merged = ConversationMatching.mergingNewest([Self.conversation("12", with: ["grace"], unread: true)], into: loaded)
        // then
        #expect(merged.map(\.id) == ["12"])
    }

    @Test func testThatTheSamePeopleInAnotherOrderAreTheSameConversation() {
        // given
        let loaded = [Self.conversation("10", with: ["grace", "alan"])]
        // when
        let merged = ConversationMatching.mergingNewest([Self.conversation("12", with: ["alan", "grace"])], into: loaded)
        // then
        #expect(merged.count == 1)
    }

    @Test func testThatConversationsTheNewestPageDoesNotNameFollowIt() {
        // given
        let loaded = [Self.conversation("10", with: ["grace"]), Self.conversation("8", with: ["alan"])]
        // when
        let merged = ConversationMatching.mergingNewest([Self.conversation("12", with: ["katherine"])], into: loaded)
        // then
        #expect(merged.map(\.id) == ["12", "10", "8"])
    }

    @Test func testThatAnOlderPageAddsOnlyWhatIsNotShown() {
        // given
        let loaded = [Self.conversation("12", with: ["grace"])]
        // when
        let merged = ConversationMatching.appendingOlder(
            [Self.conversation("9", with: ["grace"]), Self.conversation("7", with: ["alan"])], to: loaded)
        // then
        #expect(merged.map(\.id) == ["12", "7"])
    }
}
