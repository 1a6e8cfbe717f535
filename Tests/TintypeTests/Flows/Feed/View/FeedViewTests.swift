import Foundation
import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct FeedViewTests {
    let output = FeedViewOutputSpy()
    let navigator = NavigatorSpy()
    let screen = MemoryScreen(size: TerminalSize(rows: 12, columns: 50))
    let view: FeedView

    init() {
        view = FeedView(dataDisplayManager: ListDataDisplayManager<PostCell>())
        view.output = output
    }

    private func attach() {
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 12, columns: 50), navigator: navigator)
    }

    @Test func testThatAttachingTriggersTheViewReadyEvent() {
        // given
        // when
        attach()
        // then
        #expect(output.viewReadyEvents == 1)
    }

    @Test func testThatRKeyTriggersRefresh() {
        // given
        attach()
        // when
        view.handle(.character("r"))
        // then
        #expect(output.refreshEvents == 1)
    }

    @Test func testThatZKeyTogglesTheLayout() {
        // given
        attach()
        // when
        view.handle(.character("z"))
        // then
        #expect(output.layoutToggleEvents == 1)
    }

    @Test func testThatQKeyTriggersClose() {
        // given
        attach()
        // when
        view.handle(.character("q"))
        // then
        #expect(output.closeEvents == 1)
    }

    @Test func testThatEnterOpensTheSelectedPost() {
        // given
        attach()
        view.update(with: PostCellObjectFactory().cellObjects(for: [.fixture(id: "1")], now: Date()), renamedIds: [:])
        // when
        view.handle(.enter)
        // then
        #expect(output.selectedIndexes == [0])
    }

    @Test func testThatQuestionMarkTriggersHelp() {
        // given
        attach()
        // when
        view.handle(.character("?"))
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().contains("open the post"))
    }

    @Test func testThatViewDrawsTitleAndStatusLine() {
        // given
        attach()
        view.showTitle("Home", subtitle: "@ada@demo")
        view.showStatus(StatusLineViewModel(text: "online · 0 posts"))
        // when
        view.drawIfNeeded()
        // then
        let lines = screen.renderedText().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.first == " Home                                   @ada@demo"
                && lines.last == " online · 0 posts                          ? keys")
    }

    @Test func testThatKeyHelpListsTheListKeysTheFeedAnswersTo() {
        // given
        let tall = MemoryScreen(size: TerminalSize(rows: 40, columns: 80))
        view.attach(to: tall, frame: Rect(row: 0, column: 0, rows: 40, columns: 80), navigator: navigator)
        // when
        view.handle(.character("?"))
        view.drawIfNeeded()
        // then
        #expect(tall.renderedText().contains("PgDn / Space / ^F ^D"))
    }

    @Test func testThatKeyHelpListsTheTabKeys() {
        // given
        let tall = MemoryScreen(size: TerminalSize(rows: 40, columns: 80))
        view.attach(to: tall, frame: Rect(row: 0, column: 0, rows: 40, columns: 80), navigator: navigator)
        // when
        view.handle(.character("?"))
        view.drawIfNeeded()
        // then
        #expect(tall.renderedText().contains("Tab / Shift-Tab"))
    }

    @Test func testThatFAsksToLikeTheSelectedPost() {
        // given
        attach()
        view.update(with: PostCellObjectFactory().cellObjects(for: [.fixture(id: "1")], now: Date()), renamedIds: [:])
        // when
        view.handle(.character("f"))
        // then
        #expect(output.likeIndexes == [0])
    }

    @Test func testThatCapitalLAsksForWhoLikedTheSelectedPost() {
        // given
        attach()
        view.update(with: PostCellObjectFactory().cellObjects(for: [.fixture(id: "1")], now: Date()), renamedIds: [:])
        // when
        view.handle(.character("L"))
        // then
        #expect(output.likersIndexes == [0])
    }

    @Test func testThatYAsksForTheSelectedPostsAddress() {
        // given
        attach()
        view.update(with: PostCellObjectFactory().cellObjects(for: [.fixture(id: "1")], now: Date()), renamedIds: [:])
        // when
        view.handle(.character("y"))
        // then
        #expect(output.copyIndexes == [0])
    }

    @Test func testThatUAsksForTheSelectedPostsAuthor() {
        // given
        attach()
        view.update(with: PostCellObjectFactory().cellObjects(for: [.fixture(id: "1")], now: Date()), renamedIds: [:])
        // when
        view.handle(.character("u"))
        // then
        #expect(output.profileIndexes == [0])
    }

    @Test func testThatHidingTheFeedTellsThePresenterItDisappeared() {
        // given
        attach()
        // when
        view.setHidden(true)
        // then
        #expect(output.disappearEvents == 1)
    }

    @Test func testThatShowingTheFeedAgainTellsThePresenterItAppears() {
        // given
        attach()
        view.setHidden(true)
        // when
        view.setHidden(false)
        // then
        #expect(output.appearEvents == 1)
    }

    @Test func testThatEscapeClosesKeyHelp() {
        // given
        attach()
        view.handle(.character("?"))
        view.drawIfNeeded()
        // when
        view.handle(.escape)
        view.drawIfNeeded()
        // then
        #expect(!screen.renderedText().contains("next post"))
    }

    @Test func testThatChangesAskTheNavigatorForARedraw() {
        // given
        attach()
        let before = navigator.redrawRequests
        // when
        view.showStatus(StatusLineViewModel(text: "refreshing…"))
        // then
        #expect(navigator.redrawRequests == before + 1)
    }

    @Test func testThatEnterOnAnEmptyFeedOpensNothing() {
        // given
        attach()
        // when
        view.handle(.enter)
        // then
        #expect(output.selectedIndexes.isEmpty)
    }
}
