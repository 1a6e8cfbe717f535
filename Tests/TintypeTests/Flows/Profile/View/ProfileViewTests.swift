import Foundation
import TerminalUI
import Testing

@testable import Tintype

@MainActor
struct ProfileViewTests {
    let output = ProfileViewOutputSpy()
    let navigator = NavigatorSpy()
    let view: ProfileView

    static let header = ProfileHeaderCellObject(
        displayName: "Grace Hopper", handle: "@grace@pixelfed.social", badges: "locked", relationship: "you follow · follows you",
        bio: "Compilers, nanoseconds, and debugging actual bugs.", fields: [Profile.Field(name: "Website", value: "https://navy.example")],
        counts: "7 posts · 2 followers (F) · 1 following (W)", notice: nil)

    init() {
        view = ProfileView(dataDisplayManager: ListDataDisplayManager<PostCell>(), gridDataDisplayManager: GridDataDisplayManager())
        view.output = output
    }

    private func render(columns: Int, rows: Int = 12) -> String {
        let screen = MemoryScreen(size: TerminalSize(rows: rows, columns: columns))
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: rows, columns: columns), navigator: navigator)
        view.showTitle("Profile", trailing: "Esc back")
        view.showHeader(Self.header)
        view.drawIfNeeded()
        return screen.renderedText()
    }

    @Test func testThatTheHeaderAt80ColumnsShowsEverything() {
        // given
        // when
        let text = render(columns: 80)
        // then
        #expect(
            text.split(separator: "\n", omittingEmptySubsequences: false).prefix(7).joined(separator: "\n")
                == [
                    " Profile                                                               Esc back",
                    "  Grace Hopper @grace@pixelfed.social · locked          you follow · follows you",
                    "  Compilers, nanoseconds, and debugging actual bugs.",
                    "  Website  https://navy.example",
                    "  7 posts · 2 followers (F) · 1 following (W)",
                    "  ──────────────────────────────────────────────────────────────────────────────",
                    "",
                ].joined(separator: "\n"))
    }

    @Test func testThatTheHeaderAt40ColumnsStaysInside() {
        // given
        // when
        let text = render(columns: 40)
        // then
        #expect(
            text.split(separator: "\n", omittingEmptySubsequences: false).prefix(7).joined(separator: "\n")
                == [
                    " Profile                       Esc back",
                    "  Grace Hopper @grace@pixelfed.social ·…",
                    "                you follow · follows you",
                    "  Compilers, nanoseconds, and debugging…",
                    "  7 posts · 2 followers (F) · 1 followi…",
                    "  ──────────────────────────────────────",
                    "",
                ].joined(separator: "\n"))
    }

    @Test func testThatNoLineIsWiderThanTheTerminal() {
        // given
        // when
        let lines = render(columns: 40).split(separator: "\n")
        // then
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
    }

    @Test func testThatFFollows() {
        // given
        _ = render(columns: 80)
        // when
        view.handle(.character("f"))
        // then
        #expect(output.events.last == "follow")
    }

    @Test func testThatMWritesAMessage() {
        // given
        _ = render(columns: 80)
        // when
        view.handle(.character("m"))
        // then
        #expect(output.events.last == "message")
    }

    @Test func testThatCapitalFOpensFollowersAndWFollowing() {
        // given
        _ = render(columns: 80)
        // when
        view.handle(.character("F"))
        view.handle(.character("W"))
        // then
        #expect(output.events.suffix(2) == ["followers", "following"])
    }

    @Test func testThatEscapeAndQAreDifferentEvents() {
        // given
        _ = render(columns: 80)
        // when
        view.handle(.escape)
        view.handle(.character("q"))
        // then
        #expect(output.events.suffix(2) == ["back", "close"])
    }

    @Test func testThatEnterOpensTheSelectedPostOfTheList() {
        // given
        view.showPostsAsGrid(false)
        _ = render(columns: 80)
        view.update(with: PostCellObjectFactory().cellObjects(for: [.fixture(id: "2"), .fixture(id: "1")], now: Date()))
        view.handle(.character("j"))
        // when
        view.handle(.enter)
        // then
        #expect(output.selectedIndexes == [1])
    }

    @Test func testThatShowingAgainTellsThePresenter() {
        // given
        _ = render(columns: 80)
        view.setHidden(true)
        // when
        view.setHidden(false)
        // then
        #expect(output.events.suffix(2) == ["disappear", "appear"])
    }

    @Test func testThatTheListOfPostsIsDrawnUnderTheHeader() {
        // given
        view.showPostsAsGrid(false)
        let screen = MemoryScreen(size: TerminalSize(rows: 14, columns: 60))
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 14, columns: 60), navigator: navigator)
        view.showHeader(Self.header)
        view.update(with: PostCellObjectFactory().cellObjects(for: [.fixture(id: "1", caption: "Bugs are moths.")], now: Date()))
        // when
        view.drawIfNeeded()
        // then
        let lines = screen.renderedText().split(separator: "\n", omittingEmptySubsequences: false)
        let rule = lines.firstIndex { $0.contains("──────") } ?? 0
        #expect(lines[rule + 1].hasPrefix("▌ Grace Hopper @grace"))
    }

    @Test func testThatPostsAreTilesSideBySideUnderTheHeader() {
        // given
        let screen = MemoryScreen(size: TerminalSize(rows: 24, columns: 60))
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 24, columns: 60), navigator: navigator)
        view.showHeader(Self.header)
        view.update(
            with: PostCellObjectFactory().cellObjects(
                for: [.fixture(id: "2", caption: "Moths."), .fixture(id: "1", caption: "Bugs.")], now: Date()))
        // when
        view.drawIfNeeded()
        // then: two framed captions on the row under the rule
        let lines = screen.renderedText().split(separator: "\n", omittingEmptySubsequences: false)
        let rule = lines.firstIndex { $0.contains("──────") } ?? 0
        #expect(lines[rule + 2].contains("│Moths.") && lines[rule + 2].contains("│Bugs."))
    }

    @Test func testThatLInTheGridGoesToTheNextTileAndEnterOpensIt() {
        // given
        _ = render(columns: 80, rows: 30)
        view.update(with: PostCellObjectFactory().cellObjects(for: [.fixture(id: "2"), .fixture(id: "1")], now: Date()))
        view.drawIfNeeded()
        view.handle(.character("l"))
        // when
        view.handle(.enter)
        // then
        #expect(output.selectedIndexes == [1])
    }

    @Test func testThatTheSelectionStaysOnThePostWhenTheGridBecomesAList() {
        // given
        _ = render(columns: 80, rows: 30)
        view.update(with: PostCellObjectFactory().cellObjects(for: [.fixture(id: "3"), .fixture(id: "2"), .fixture(id: "1")], now: Date()))
        view.drawIfNeeded()
        view.handle(.right)
        view.handle(.right)
        // when
        view.showPostsAsGrid(false)
        view.drawIfNeeded()
        view.handle(.enter)
        // then
        #expect(output.selectedIndexes == [2])
    }

    @Test func testThatTheViewReadyTellsThePresenterTheTerminalDrawsPictures() {
        // given
        // when
        _ = render(columns: 80)
        // then
        #expect(output.events.contains("ready with pictures"))
    }

    @Test func testThatATerminalWithoutPicturesIsToldWithTheViewReady() {
        // given
        let screen = MemoryScreen(size: TerminalSize(rows: 24, columns: 60), pictureColors: .none)
        // when
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 24, columns: 60), navigator: navigator)
        // then
        #expect(output.events.first == "ready")
    }

    @Test func testThatVAsksForTheOtherLayout() {
        // given
        _ = render(columns: 80)
        // when
        view.handle(.character("v"))
        // then
        #expect(output.events.last == "layout")
    }

    @Test func testThatATerminalWithoutPicturesGetsTheListInsteadOfTheGrid() {
        // given
        let screen = MemoryScreen(size: TerminalSize(rows: 24, columns: 60), pictureColors: .none)
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 24, columns: 60), navigator: navigator)
        view.showHeader(Self.header)
        view.update(with: PostCellObjectFactory().cellObjects(for: [.fixture(id: "1", caption: "Bugs are moths.")], now: Date()))
        // when
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().contains("▌ Grace Hopper @grace"))
    }

    @Test func testThatXTwiceIsABlockAskedThenConfirmed() {
        // given
        // when
        view.handle(.character("X"))
        view.handle(.character("X"))
        // then
        #expect(output.events.suffix(2) == ["block", "block again"])
    }

    @Test func testThatAnotherKeyBetweenLeavesTheSecondXAFirst() {
        // given
        view.handle(.character("X"))
        view.handle(.character("j"))
        // when
        view.handle(.character("X"))
        // then
        #expect(output.events.last == "block")
    }
}
