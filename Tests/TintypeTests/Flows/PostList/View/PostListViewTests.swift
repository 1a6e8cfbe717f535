import Foundation
import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PostListViewTests {
    let output = PostListViewOutputSpy()
    let navigator = NavigatorSpy()
    let view: PostListView

    init() {
        view = Self.makeView(hostKeys: [.character("f")])
        view.output = output
    }

    private static func makeView(hostKeys: Set<KeyEvent>) -> PostListView {
        PostListView(
            keysScreen: "profile", hostKeys: hostKeys, dataDisplayManager: ListDataDisplayManager<PostCell>(),
            gridDataDisplayManager: GridDataDisplayManager())
    }

    /// The view with two posts listed, the second selected, on a host that keeps `hostKeys`.
    private func listingTwoPosts(hostKeys: Set<KeyEvent>) -> PostListView {
        let view = Self.makeView(hostKeys: hostKeys)
        view.output = output
        view.showPostsAsGrid(false)
        let screen = MemoryScreen(size: TerminalSize(rows: 12, columns: 80))
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 12, columns: 80), navigator: navigator)
        view.update(with: PostCellObjectFactory().cellObjects(for: [.fixture(id: "2"), .fixture(id: "1")], now: Date()), renamedIds: [:])
        view.drawIfNeeded()
        view.handle(.character("j"))
        return view
    }

    private func render(columns: Int, rows: Int = 12) -> String {
        let screen = MemoryScreen(size: TerminalSize(rows: rows, columns: columns))
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: rows, columns: columns), navigator: navigator)
        view.drawIfNeeded()
        return screen.renderedText()
    }

    @Test func testThatEnterOpensTheSelectedPostOfTheList() {
        // given
        view.showPostsAsGrid(false)
        _ = render(columns: 80)
        view.update(with: PostCellObjectFactory().cellObjects(for: [.fixture(id: "2"), .fixture(id: "1")], now: Date()), renamedIds: [:])
        view.handle(.character("j"))
        // when
        view.handle(.enter)
        // then
        #expect(output.selectedIndexes == [1])
    }

    @Test func testThatTheListOfPostsStartsAtTheTopOfItsPlace() {
        // given
        view.showPostsAsGrid(false)
        let screen = MemoryScreen(size: TerminalSize(rows: 14, columns: 60))
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 14, columns: 60), navigator: navigator)
        view.update(
            with: PostCellObjectFactory().cellObjects(for: [.fixture(id: "1", caption: "Bugs are moths.")], now: Date()), renamedIds: [:])
        // when
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().hasPrefix("▌ Grace Hopper @grace"))
    }

    @Test func testThatPostsAreTilesSideBySide() {
        // given
        let screen = MemoryScreen(size: TerminalSize(rows: 24, columns: 60))
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 24, columns: 60), navigator: navigator)
        view.update(
            with: PostCellObjectFactory().cellObjects(
                for: [.fixture(id: "2", caption: "Moths."), .fixture(id: "1", caption: "Bugs.")], now: Date()), renamedIds: [:])
        // when
        view.drawIfNeeded()
        // then: two framed captions on the first row of tiles
        let lines = screen.renderedText().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1].contains("│Moths.") && lines[1].contains("│Bugs."))
    }

    @Test func testThatLInTheGridGoesToTheNextTileAndEnterOpensIt() {
        // given
        _ = render(columns: 80, rows: 30)
        view.update(with: PostCellObjectFactory().cellObjects(for: [.fixture(id: "2"), .fixture(id: "1")], now: Date()), renamedIds: [:])
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
        view.update(
            with: PostCellObjectFactory().cellObjects(for: [.fixture(id: "3"), .fixture(id: "2"), .fixture(id: "1")], now: Date()),
            renamedIds: [:])
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
        view.update(
            with: PostCellObjectFactory().cellObjects(for: [.fixture(id: "1", caption: "Bugs are moths.")], now: Date()), renamedIds: [:])
        // when
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().contains("▌ Grace Hopper @grace"))
    }

    @Test func testThatAKeyOfTheHostIsLeftToIt() {
        // given
        _ = render(columns: 80)
        // when
        let isOwned = view.handleIfOwned(.character("f"))
        // then
        #expect(!isOwned)
    }

    @Test func testThatHInTheGridMovesRatherThanGoingBack() {
        // given
        _ = render(columns: 80, rows: 30)
        view.update(with: PostCellObjectFactory().cellObjects(for: [.fixture(id: "2"), .fixture(id: "1")], now: Date()), renamedIds: [:])
        view.drawIfNeeded()
        // when
        let isOwned = view.handleIfOwned(.character("h"))
        // then
        #expect(isOwned)
    }

    @Test func testThatFLikesTheSelectedPostWhereTheHostLeavesIt() {
        // given
        let view = listingTwoPosts(hostKeys: [.character("m")])
        // when
        view.handle(.character("f"))
        // then
        #expect(output.events.last == "like 1")
    }

    @Test func testThatUOpensTheSelectedPostsAuthor() {
        // given
        let view = listingTwoPosts(hostKeys: [])
        // when
        view.handle(.character("u"))
        // then
        #expect(output.events.last == "profile 1")
    }

    @Test func testThatCapitalLListsWhoLikedTheSelectedPost() {
        // given
        let view = listingTwoPosts(hostKeys: [])
        // when
        view.handle(.character("L"))
        // then
        #expect(output.events.last == "likers 1")
    }

    @Test func testThatAHostKeepingHItsBackKeyLeavesTheGridItsMove() {
        // given
        let view = Self.makeView(hostKeys: [.character("h")])
        let screen = MemoryScreen(size: TerminalSize(rows: 30, columns: 80))
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 30, columns: 80), navigator: navigator)
        view.update(with: PostCellObjectFactory().cellObjects(for: [.fixture(id: "2"), .fixture(id: "1")], now: Date()), renamedIds: [:])
        view.drawIfNeeded()
        // when
        let isOwned = view.handleIfOwned(.character("h"))
        // then
        #expect(isOwned)
    }

    @Test func testThatMovingTheSelectionSaysWhereItIs() {
        // when
        _ = listingTwoPosts(hostKeys: [])
        // then
        #expect(output.events.last == "moved to 1")
    }

    @Test func testThatWithoutTheGridTheLayoutKeyIsTheHosts() {
        // given
        let view = listingTwoPosts(hostKeys: [])
        view.offerGrid(false)
        // when
        let owned = view.handleIfOwned(.character("v"))
        // then
        #expect(!owned && !output.events.contains("layout"))
    }

    @Test func testThatTheReadPositionIsSelected() {
        // given
        let view = listingTwoPosts(hostKeys: [])
        // when
        view.showReadPosition(at: 0)
        view.handle(.enter)
        // then
        #expect(output.selectedIndexes == [0])
    }
}
