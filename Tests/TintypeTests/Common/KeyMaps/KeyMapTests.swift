import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

struct KeyMapTests {
    enum Action: Equatable, Sendable {
        case open, close
    }

    let keyMap = KeyMap<Action>([
        KeyBinding([.enter, .character("l")], "Enter / l", "open", .open),
        KeyBinding([.character("q")], "q", "close", .close),
        KeyBinding([.escape], "", "", .close),
    ])

    @Test func testThatEveryKeyOfABindingGivesItsAction() {
        // given
        // when
        let action = keyMap.action(for: .character("l"))
        // then
        #expect(action == .open)
    }

    @Test func testThatAKeyOfNoBindingGivesNoAction() {
        // given
        // when
        let action = keyMap.action(for: .character("x"))
        // then
        #expect(action == nil)
    }

    @Test func testThatHelpListsLabelledBindingsInOrder() {
        // given
        // when
        let entries = keyMap.helpEntries
        // then
        #expect(entries == [KeyHelpEntry(keys: "Enter / l", action: "open"), KeyHelpEntry(keys: "q", action: "close")])
    }

    @Test func testThatAnUnlabelledBindingStillWorks() {
        // given
        // when
        let action = keyMap.action(for: .escape)
        // then
        #expect(action == .close)
    }

    @Test func testThatTheFirstMapWinsWhereBothBindAKey() {
        // given
        let other = KeyMap<Action>([KeyBinding([.character("q")], "q", "open", .open)])
        // when
        let action = (keyMap + other).action(for: .character("q"))
        // then
        #expect(action == .close)
    }

    @Test func testThatEveryKeyTheFeedAnswersToIsInItsHelp() {
        // given
        let labelled = FeedKeyMap.keyMap.bindings.filter { !$0.label.isEmpty }
        // when
        let entries = FeedKeyMap.keyMap.helpEntries
        // then
        #expect(entries.count == labelled.count && entries.count == FeedKeyMap.keyMap.bindings.count)
    }
}
