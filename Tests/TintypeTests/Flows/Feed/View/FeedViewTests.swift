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
    let view = FeedView()

    init() {
        view.output = output
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 12, columns: 50), navigator: navigator)
    }

    @Test func testThatAttachingTriggersTheViewReadyEvent() {
        // then
        #expect(output.viewReadyEvents == 1)
    }

    @Test func testThatRKeyTriggersRefresh() {
        // when
        view.handle(.character("r"))
        // then
        #expect(output.refreshEvents == 1)
    }

    @Test func testThatZKeyTogglesTheLayout() {
        // when
        view.handle(.character("z"))
        // then
        #expect(output.layoutToggleEvents == 1)
    }

    @Test func testThatVKeyTogglesTheReplies() {
        // when
        view.handle(.character("v"))
        // then
        #expect(output.repliesToggleEvents == 1)
    }

    @Test func testThatNKeyAsksForTheComposer() {
        // when
        view.handle(.character("n"))
        // then
        #expect(output.composeEvents == 1)
    }

    @Test func testThatTKeyAsksForTheOtherTimelines() {
        // when
        view.handle(.character("t"))
        // then
        #expect(output.timelinesEvents == 1)
    }

    @Test func testThatQKeyTriggersClose() {
        // when
        view.handle(.character("q"))
        // then
        #expect(output.closeEvents == 1)
    }

    @Test func testThatViewDrawsTitleAndStatusLine() {
        // given
        view.showTitle("Home", trailing: "@ada@demo")
        view.showStatus(StatusLineViewModel(text: "online · 0 posts"))
        // when
        view.drawIfNeeded()
        // then
        let lines = screen.renderedText().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.first == " Home                                   @ada@demo"
                && lines.last == " online · 0 posts                          ? keys")
    }

    @Test func testThatThePostsFillTheBody() {
        // given
        let posts = ModuleViewStub()
        // when
        view.embedModule(posts)
        // then: between the title bar and the status line
        #expect(posts.frames.last == Rect(row: 1, column: 0, rows: 10, columns: 50))
    }

    @Test func testThatThePostsAreOfferedEachKeyFirst() {
        // given
        let posts = ModuleViewStub()
        posts.takesKeys = true
        view.embedModule(posts)
        // when
        view.handle(.character("r"))
        // then
        #expect(posts.keys == [.character("r")] && output.refreshEvents == 0)
    }

    @Test func testThatKeyHelpListsThePostsKeysAndHomesOwn() {
        // given
        let tall = MemoryScreen(size: TerminalSize(rows: 40, columns: 80))
        view.attach(to: tall, frame: Rect(row: 0, column: 0, rows: 40, columns: 80), navigator: navigator)
        view.embedModule(ModuleViewStub())
        // when
        view.handle(.character("?"))
        view.drawIfNeeded()
        // then
        #expect(tall.renderedText().contains("the embedded module's key") && tall.renderedText().contains("replies"))
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

    @Test func testThatHidingTheFeedTellsThePresenterItDisappeared() {
        // when
        view.setHidden(true)
        // then
        #expect(output.disappearEvents == 1)
    }

    @Test func testThatHidingTheFeedHidesItsPosts() {
        // given
        let posts = ModuleViewStub()
        view.embedModule(posts)
        // when
        view.setHidden(true)
        // then
        #expect(posts.hiddenStates.last == true)
    }

    @Test func testThatShowingTheFeedAgainTellsThePresenterItAppears() {
        // given
        view.setHidden(true)
        // when
        view.setHidden(false)
        // then
        #expect(output.appearEvents == 1)
    }

    @Test func testThatEscapeClosesKeyHelp() {
        // given
        view.handle(.character("?"))
        view.drawIfNeeded()
        // when
        view.handle(.escape)
        view.drawIfNeeded()
        // then
        #expect(!screen.renderedText().contains("replies"))
    }

    @Test func testThatChangesAskTheNavigatorForARedraw() {
        // given
        let before = navigator.redrawRequests
        // when
        view.showStatus(StatusLineViewModel(text: "refreshing…"))
        // then
        #expect(navigator.redrawRequests == before + 1)
    }
}
