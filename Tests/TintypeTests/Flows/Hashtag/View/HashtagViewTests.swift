import Foundation
import TerminalUI
import Testing

@testable import Tintype

@MainActor
struct HashtagViewTests {
    let output = HashtagViewOutputSpy()
    let screen = MemoryScreen(size: TerminalSize(rows: 24, columns: 60))
    let view = HashtagView(gridDataDisplayManager: GridDataDisplayManager())

    init() {
        view.output = output
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 24, columns: 60), navigator: NavigatorSpy())
    }

    private var tiles: [PostCellObject] {
        PostCellObjectFactory().cellObjects(
            for: [Post.fixture(id: "1", caption: "Moths at the lamp"), Post.fixture(id: "2", caption: "Relays at dawn")],
            now: Date(timeIntervalSince1970: 1_000_000))
    }

    @Test func testThatAttachingTriggersTheViewReadyEvent() {
        // then
        #expect(output.readyEvents == 1)
    }

    @Test func testThatEscapeIsABackEvent() {
        // when
        view.handle(.escape)
        // then
        #expect(output.backEvents == 1)
    }

    @Test func testThatTheTitleIsDrawn() {
        // given
        view.showTitle("#moths", trailing: "Esc back")
        // when
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().hasPrefix(" #moths"))
    }

    @Test func testThatThePostsAreDrawnAsTiles() {
        // given
        view.update(with: tiles)
        // when
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().contains("Moths at") && screen.renderedText().contains("Relays at"))
    }

    @Test func testThatDrawnTilesAreToldAsShown() {
        // given
        view.update(with: tiles)
        // when
        view.drawIfNeeded()
        // then
        #expect(output.shownRanges.last == 0..<2)
    }

    @Test func testThatEnterOnTheSecondTileSelectsIt() {
        // given
        view.update(with: tiles)
        view.drawIfNeeded()
        view.handle(.character("l"))
        // when
        view.handle(.enter)
        // then
        #expect(output.selected == [1])
    }

    @Test func testThatRIsARefresh() {
        // when
        view.handle(.character("r"))
        // then
        #expect(output.refreshEvents == 1)
    }

    @Test func testThatQuestionMarkShowsTheKeys() {
        // given
        let tall = MemoryScreen(size: TerminalSize(rows: 30, columns: 80))
        view.attach(to: tall, frame: Rect(row: 0, column: 0, rows: 30, columns: 80), navigator: NavigatorSpy())
        // when
        view.handle(.character("?"))
        view.drawIfNeeded()
        // then
        #expect(tall.renderedText().contains("fetch the hashtag anew"))
    }

    @Test func testThatFAsksToFollow() {
        // given
        // when
        view.handle(.character("f"))
        // then
        #expect(output.followEvents == 1)
    }
}
