import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

struct KeyOverridesTests {
    private enum Action: Sendable, Equatable {
        case list(ListAction)
        case openPost, refresh
        case position(Int)
    }

    private let declared = KeyMap<Action>([
        KeyBinding([.character("j"), .down], "j / ↓", "next", .list(.next)),
        KeyBinding([.enter], "Enter", "open the post", .openPost),
        KeyBinding([.character("r")], "r", "refresh", .refresh),
        KeyBinding([.character("R")], "", "refresh", .refresh),
    ])

    @Test func testThatAnActionIsNamedInSnakeCase() {
        // given
        let action = Action.openPost
        // when
        let name = KeyMap<Action>.configurationName(of: action)
        // then
        #expect(name == "open_post")
    }

    @Test func testThatAListsActionIsNamedByItself() {
        // given
        let action = Action.list(.next)
        // when
        let name = KeyMap<Action>.configurationName(of: action)
        // then
        #expect(name == "next")
    }

    @Test func testThatANumberedActionIsNamedWithItsNumber() {
        // given
        let action = Action.position(3)
        // when
        let name = KeyMap<Action>.configurationName(of: action)
        // then
        #expect(name == "position_3")
    }

    @Test func testThatAChosenKeyDoesTheAction() {
        // given
        let overrides = KeyOverrides(screens: ["feed": ["open_post": [.character("o")]]])
        // when
        let map = declared.configured("feed", by: overrides)
        // then
        #expect(map.action(for: .character("o")) == .openPost)
    }

    @Test func testThatTheDeclaredKeyOfAChangedActionIsFree() {
        // given
        let overrides = KeyOverrides(screens: ["feed": ["open_post": [.character("o")]]])
        // when
        let map = declared.configured("feed", by: overrides)
        // then
        #expect(map.action(for: .enter) == nil)
    }

    @Test func testThatTheHelpShowsTheKeysInForce() {
        // given
        let overrides = KeyOverrides(screens: ["feed": ["next": [.character("n"), .down]]])
        // when
        let map = declared.configured("feed", by: overrides)
        // then
        #expect(map.helpEntries.first == KeyHelpEntry(keys: "n / Down", action: "next"))
    }

    @Test func testThatAnotherScreensKeysChangeNothingHere() {
        // given
        let overrides = KeyOverrides(screens: ["post": ["open_post": [.character("o")]]])
        // when
        let map = declared.configured("feed", by: overrides)
        // then
        #expect(map.action(for: .enter) == .openPost)
    }

    @Test func testThatAnActionBoundTwiceIsDescribedOnceWithAllItsKeys() {
        // given
        // when
        let described = declared.described
        // then
        #expect(described.map(\.action) == ["next", "open_post", "refresh"] && described[2].keys == [.character("r"), .character("R")])
    }
}
