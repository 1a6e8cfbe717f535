import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ConversationCellTests {
    @Test func testThatTheAgeKeepsItsPlaceWhenTheNamesAreLong() {
        // given
        let object = ConversationCellObject(
            key: "1", names: String(repeating: "Grace Hopper, ", count: 10), preview: "Hi", age: "2h", isUnread: false)
        // when
        let headline = ConversationCell.lines(for: object, width: 40)[0].runs.map(\.text).joined()
        // then
        #expect(headline.hasSuffix(" · 2h") && DisplayWidth.of(headline) <= 38)
    }

    @Test func testThatAnUnreadConversationIsMarked() {
        // given
        let object = ConversationCellObject(key: "1", names: "Grace Hopper", preview: "Hi", age: "2h", isUnread: true)
        // when
        let headline = ConversationCell.lines(for: object, width: 40)[0].runs.map(\.text).joined()
        // then
        #expect(headline.hasPrefix("● "))
    }
}
