import Foundation
import Localisation
import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
final class ListDataDisplayManagerDelegateSpy: ListDataDisplayManagerDelegate {
    var endOfListEvents = 0
    func didReachEndOfList() { endOfListEvents += 1 }
}

@MainActor
struct ListDataDisplayManagerTests {
    let manager = ListDataDisplayManager<PostCell>()
    let now = Date(timeIntervalSince1970: 1_000_000 + 300)

    private func objects(_ posts: [Post]) -> [PostCellObject] {
        PostCellObjectFactory().cellObjects(for: posts, now: now)
    }

    private func render(rows: Int, columns: Int) -> String {
        let canvas = MemoryCanvas(size: TerminalSize(rows: rows, columns: columns))
        manager.draw(in: canvas, top: 0, size: canvas.size)
        return canvas.renderedText()
    }

    @Test func testThatFeedRendersAuthorsCaptionsAndCounts() {
        // given
        let photo = MediaItem(kind: .photo, altText: "A cup of coffee", url: nil)
        manager.update(
            with: objects([
                Post.fixture(id: "2", caption: "Coffee first, then compilers.", likes: 3, isLiked: true, media: [photo]),
                Post.fixture(id: "1", caption: "Bugs are moths."),
            ]))
        // when
        let text = render(rows: 8, columns: 60)
        // then
        #expect(
            text
                == [
                    "▌ Grace Hopper @grace · 5m                          ♥ 3  ↩ 0",
                    "▌ Coffee first, then compilers.",
                    "▌ ▣ 1 photo · alt: A cup of coffee",
                    "",
                    "  Grace Hopper @grace · 5m                          ♡ 0  ↩ 0",
                    "  Bugs are moths.",
                    "",
                    "",
                ].joined(separator: "\n"))
    }

    @Test func testThatAReplacedRowIsDrawnAsItNowIs() {
        // given: both rows drawn once
        manager.update(with: objects([Post.fixture(id: "2", caption: "Coffee first."), Post.fixture(id: "1", caption: "Bugs.")]))
        _ = render(rows: 8, columns: 60)
        // when
        manager.replace(objects([Post.fixture(id: "1", caption: "Bugs.", likes: 1, isLiked: true)]))
        // then
        #expect(render(rows: 8, columns: 60).contains("♥ 1  ↩ 0"))
    }

    @Test func testThatAReplacedRowKeepsTheSelection() {
        // given
        manager.update(with: objects([Post.fixture(id: "2"), Post.fixture(id: "1")]))
        manager.perform(.next)
        // when
        manager.replace(objects([Post.fixture(id: "2", likes: 1, isLiked: true)]))
        // then
        #expect(manager.selectedIndex == 1)
    }

    @Test func testThatNarrowTerminalKeepsWideCharactersInside() {
        // given
        manager.update(with: objects([Post.fixture(id: "1", caption: "写真は真実を写す 📷 Café naïve")]))
        // when
        let text = render(rows: 6, columns: 20)
        // then
        #expect(
            text
                == [
                    "▌ Grace Hop… · 5m ♡0",
                    "▌ 写真は真実を写す",
                    "▌ 📷 Café naïve",
                    "",
                    "",
                    "",
                ].joined(separator: "\n"))
    }

    @Test func testThatNoRenderedLineIsWiderThanTheTerminal() {
        // given
        manager.update(with: objects([Post.fixture(id: "1", caption: String(repeating: "🐈写", count: 40))]))
        // when
        let lines = render(rows: 10, columns: 20).split(separator: "\n")
        // then
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 20 })
    }

    @Test func testThatLongCaptionIsCutAfterThreeLines() {
        // given
        manager.update(with: objects([Post.fixture(id: "1", caption: String(repeating: "word ", count: 60))]))
        // when
        let lines = render(rows: 10, columns: 30).split(separator: "\n", omittingEmptySubsequences: false)
        // then
        #expect(lines[3].hasSuffix("…"))
    }

    @Test func testThatDownMovesTheSelection() {
        // given
        manager.update(with: objects([Post.fixture(id: "2"), Post.fixture(id: "1")]))
        // when
        manager.perform(.next)
        // then
        #expect(manager.selectedIndex == 1)
    }

    @Test func testThatEndJumpsToTheLastPost() {
        // given
        manager.update(with: objects((1...10).map { Post.fixture(id: String($0)) }))
        // when
        manager.perform(.last)
        // then
        #expect(manager.selectedIndex == 9)
    }

    @Test func testThatReachingTheLastPostsTellsTheDelegate() {
        // given
        let delegate = ListDataDisplayManagerDelegateSpy()
        manager.delegate = delegate
        manager.update(with: objects((1...10).map { Post.fixture(id: String($0)) }))
        // when
        manager.perform(.last)
        // then
        #expect(delegate.endOfListEvents == 1)
    }

    @Test func testThatSelectionFollowsItsPostWhenNewPostsArriveAbove() {
        // given
        manager.update(with: objects([Post.fixture(id: "2"), Post.fixture(id: "1")]))
        manager.perform(.next)
        // when
        manager.update(with: objects([Post.fixture(id: "4"), Post.fixture(id: "3"), Post.fixture(id: "2"), Post.fixture(id: "1")]))
        // then
        #expect(manager.selectedIndex == 3)
    }

    @Test func testThatNewPostsShowAtTheTopWhenReadingFromTheTop() {
        // given
        manager.update(with: objects([Post.fixture(id: "2"), Post.fixture(id: "1")]))
        // when
        manager.update(with: objects([Post.fixture(id: "3"), Post.fixture(id: "2"), Post.fixture(id: "1")]))
        // then
        #expect(manager.selectedIndex == 0 && manager.viewport.topIndex == 0)
    }

    @Test func testThatScrollingDownKeepsTheSelectionOnScreen() {
        // given
        manager.update(with: objects((1...10).map { Post.fixture(id: String($0), caption: "post \($0)") }))
        _ = render(rows: 8, columns: 40)
        // when
        for _ in 0..<5 { manager.perform(.next) }
        // then
        #expect(render(rows: 8, columns: 40).contains("▌ post 6"))
    }

    @Test func testThatFooterIsDrawnBelowTheLastPost() {
        // given
        manager.update(with: objects([Post.fixture(id: "1", caption: "only")]))
        manager.showFooter(Strings.endOfFeed)
        // when
        let text = render(rows: 6, columns: 40)
        // then
        #expect(text.contains("\n  " + Strings.endOfFeed + "\n"))
    }

    @Test func testThatEndShowsTheFooterUnderTheLastPostOnAFullScreen() {
        // given
        manager.update(with: objects((1...10).map { Post.fixture(id: String($0), caption: "post \($0)") }))
        manager.showFooter(Strings.endOfFeed)
        _ = render(rows: 9, columns: 40)
        // when
        manager.perform(.last)
        // then
        #expect(render(rows: 9, columns: 40).contains(Strings.endOfFeed))
    }

    @Test func testThatAFooterArrivingUnderTheSelectedLastPostIsShown() {
        // given
        manager.update(with: objects((1...10).map { Post.fixture(id: String($0), caption: "post \($0)") }))
        _ = render(rows: 9, columns: 40)
        manager.perform(.last)
        // when
        manager.showFooter(Strings.endOfFeed)
        // then
        #expect(render(rows: 9, columns: 40).contains(Strings.endOfFeed))
    }

    @Test func testThatATallerScreenAtTheEndShowsThePostsAbove() {
        // given
        manager.update(with: objects((1...10).map { Post.fixture(id: String($0), caption: "post \($0)") }))
        manager.showFooter(Strings.endOfFeed)
        _ = render(rows: 9, columns: 40)
        manager.perform(.last)
        _ = render(rows: 9, columns: 40)
        // when
        let taller = render(rows: 15, columns: 40)
        // then
        #expect(taller.contains("post 7"))
    }

    // MARK: - A list whose selection is optional, as the thread under a post

    private func thread(_ ids: [String]) -> [CommentCellObject] {
        CommentsCellObjectFactory().cellObjects(for: ids.map { CommentFixture.comment(id: $0) }, now: now)
    }

    @Test func testThatAnOptionalSelectionStartsWithNothingSelected() {
        // given
        let threadList = ListDataDisplayManager<CommentCell>(selection: .optional)
        // when
        threadList.update(with: thread(["2", "3"]))
        // then
        #expect(threadList.selectedIndex == nil)
    }

    @Test func testThatJStepsIntoAThreadAndKStepsBackOut() {
        // given
        let threadList = ListDataDisplayManager<CommentCell>(selection: .optional)
        threadList.update(with: thread(["2", "3"]))
        threadList.perform(.next)
        // when
        threadList.perform(.previous)
        // then
        #expect(threadList.selectedIndex == nil)
    }

    @Test func testThatACommentRenamedByTheServerStaysSelected() {
        // given
        let threadList = ListDataDisplayManager<CommentCell>(selection: .optional)
        threadList.update(with: thread(["2", "q"]))
        threadList.select(1)
        // when
        threadList.update(with: thread(["2", "77"]), renamedIds: ["q": "77"])
        // then
        #expect(threadList.selectedIndex == 1)
    }

    @Test func testThatKWithNothingSelectedIsLeftToTheHost() {
        // given
        let threadList = ListDataDisplayManager<CommentCell>(selection: .optional)
        threadList.update(with: thread(["2"]))
        // when
        let taken = threadList.perform(.previous)
        // then
        #expect(!taken)
    }

    @Test func testThatTheSelectedCommentStaysSelectedWhenTheThreadChanges() {
        // given
        let threadList = ListDataDisplayManager<CommentCell>(selection: .optional)
        threadList.update(with: thread(["2", "3"]))
        threadList.perform(.next)
        threadList.perform(.next)
        // when
        threadList.update(with: thread(["1", "2", "3"]))
        // then
        #expect(threadList.selectedIndex == 2)
    }

    @Test func testThatAnEmptyThreadLeavesMovingKeysToThePost() {
        // given
        let threadList = ListDataDisplayManager<CommentCell>(selection: .optional)
        threadList.update(with: [])
        // when
        let taken = threadList.perform(.next)
        // then
        #expect(!taken)
    }

    @Test func testThatRowsAreLaidOutAgainWhenTheListGrowsShorter() {
        // given: a post whose photo is as large as the list leaves it, drawn 30 rows tall
        var post = objects([Post.fixture(id: "1", media: [MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg")])])[0]
        post.largePhoto = PostCellObject.LargePhoto(picture: nil, aspectRatio: 1)
        manager.update(with: [post])
        _ = render(rows: 30, columns: 120)
        // when
        let text = render(rows: 20, columns: 120)
        // then
        #expect(text.split(separator: "\n").filter { $0.contains("▀") }.count == 20 - PostCell.rowsBesideLargePhoto)
    }

    @Test func testThatContentRowsCountEveryRowAndTheFooter() {
        // given
        let rows = objects([Post.fixture(id: "2"), Post.fixture(id: "1")])
        manager.update(with: rows)
        manager.showFooter("the end")
        // when
        let counted = manager.contentRows(columns: 60, upTo: 100)
        // then
        #expect(counted == rows.reduce(1) { $0 + PostCell.lines(for: $1, width: 60).count })
    }

    @Test func testThatALargePhotosBoxFollowsTheCanvassCellShape() {
        // given: a post with a square photo, on a canvas drawing pixels in kitty's 7x17 cells
        var post = objects([Post.fixture(id: "1", media: [MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg")])])[0]
        post.largePhoto = PostCellObject.LargePhoto(picture: nil, aspectRatio: 1)
        manager.update(with: [post])
        let cell = CellPixelSize(width: 7, height: 17)
        let canvas = MemoryCanvas(size: TerminalSize(rows: 60, columns: 60), pixelCell: cell)
        // when
        manager.draw(in: canvas, top: 0, size: canvas.size)
        // then
        let expected = PhotoBox.cells(
            aspectRatio: 1, columns: 60 - PostCell.gutter - StyledLine.pictureGap, maximumRows: 60 - PostCell.rowsBesideLargePhoto,
            pixelCell: cell)
        #expect(canvas.renderedText().split(separator: "\n").filter { $0.contains("▀") }.count == expected.rows)
    }

    @Test func testThatAPostArrivingOnTopTellsTheRowsOnScreenAgain() {
        // given
        manager.update(with: objects(["5", "4", "3", "2", "1"].map { Post.fixture(id: $0) }))
        _ = render(rows: 8, columns: 60)
        _ = manager.takeVisibleRangeChange()
        manager.update(with: objects(["6", "5", "4", "3", "2", "1"].map { Post.fixture(id: $0) }))
        // when
        _ = render(rows: 8, columns: 60)
        // then
        #expect(manager.takeVisibleRangeChange() != nil)
    }

    @Test func testThatTheSameRowsDrawnAgainAreNotToldAgain() {
        // given
        manager.update(with: objects([Post.fixture(id: "2"), Post.fixture(id: "1")]))
        _ = render(rows: 20, columns: 60)
        _ = manager.takeVisibleRangeChange()
        manager.update(with: objects([Post.fixture(id: "2"), Post.fixture(id: "1")]))
        // when
        _ = render(rows: 20, columns: 60)
        // then
        #expect(manager.takeVisibleRangeChange() == nil)
    }

    /// Two rows drawn: the first on lines 0-3 (with its photo line), the second on lines 4-6.
    private func twoRowsDrawn(in manager: ListDataDisplayManager<PostCell>) {
        let photo = MediaItem(kind: .photo, altText: "A cup of coffee", url: nil)
        manager.update(with: objects([Post.fixture(id: "2", caption: "Coffee.", media: [photo]), Post.fixture(id: "1", caption: "Bugs.")]))
        let canvas = MemoryCanvas(size: TerminalSize(rows: 10, columns: 60))
        manager.draw(in: canvas, top: 0, size: canvas.size)
    }

    @Test func testThatAClickOnTheNextRowIsTheDownArrow() {
        // given
        twoRowsDrawn(in: manager)
        // when
        let keys = manager.keys(forClickOnLine: 5)
        // then
        #expect(keys == [.down])
    }

    @Test func testThatAClickOnTheSelectedRowIsEnter() {
        // given
        twoRowsDrawn(in: manager)
        // when
        let keys = manager.keys(forClickOnLine: 2)
        // then
        #expect(keys == [.enter])
    }

    @Test func testThatAClickOnARowAboveIsTheUpArrowsToIt() {
        // given
        twoRowsDrawn(in: manager)
        manager.perform(.next)
        // when
        let keys = manager.keys(forClickOnLine: 0)
        // then
        #expect(keys == [.up])
    }

    @Test func testThatAClickUnderTheRowsIsNothing() {
        // given
        twoRowsDrawn(in: manager)
        // when
        let keys = manager.keys(forClickOnLine: 7)
        // then
        #expect(keys.isEmpty)
    }

    @Test func testThatAClickInAListWithNothingSelectedSelectsTheFirstRowOnTheWay() {
        // given
        let optional = ListDataDisplayManager<PostCell>(selection: .optional)
        twoRowsDrawn(in: optional)
        // when
        let keys = optional.keys(forClickOnLine: 4)
        // then
        #expect(keys == [.down, .down])
    }
}
