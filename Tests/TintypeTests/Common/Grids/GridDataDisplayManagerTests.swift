import Foundation
import Imaging
import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct GridDataDisplayManagerTests {
    let manager = GridDataDisplayManager()
    let delegate = ListDataDisplayManagerDelegateSpy()

    init() {
        manager.delegate = delegate
    }

    /// `count` posts, the first with id "1".
    private func show(_ count: Int) {
        manager.update(with: PostCellObjectFactory().cellObjects(for: (1...count).map { Post.fixture(id: "\($0)") }, now: Date()))
    }

    /// 61 columns: three tiles of 19 to a row once the gutter is taken, at columns 1, 21 and 41;
    /// 20 rows: rows of 10 lines.
    @discardableResult
    private func render(rows: Int = 20, columns: Int = 61) -> MemoryCanvas {
        let canvas = MemoryCanvas(size: TerminalSize(rows: rows, columns: columns))
        manager.draw(in: canvas, top: 0, size: canvas.size)
        return canvas
    }

    @Test func testThatRightMovesToTheNextTile() {
        // given
        show(6)
        render()
        // when
        manager.perform(.right)
        // then
        #expect(manager.selectedTile == 1)
    }

    @Test func testThatDownMovesToTheTileBelow() {
        // given
        show(10)
        let perRow = GridGeometry(columns: 60, rows: 20).tilesPerRow
        render()
        // when
        manager.perform(.down)
        // then
        #expect(manager.selectedTile == perRow)
    }

    @Test func testThatDownFromARowWithNothingBelowGoesToTheLastTile() {
        // given: a full row, and one tile on the next
        let perRow = GridGeometry(columns: 60, rows: 20).tilesPerRow
        show(perRow + 1)
        render()
        manager.perform(.last)
        manager.perform(.up)
        manager.perform(.right)
        // when
        manager.perform(.down)
        // then
        #expect(manager.selectedTile == perRow)
    }

    @Test func testThatLeftOnTheFirstTileStaysThere() {
        // given
        show(3)
        render()
        // when
        manager.perform(.left)
        // then
        #expect(manager.selectedTile == 0)
    }

    @Test func testThatTheSamePostStaysSelectedWhenPostsArriveAbove() {
        // given
        show(3)
        render()
        manager.perform(.right)
        // when: a new post "0" comes first
        manager.update(with: PostCellObjectFactory().cellObjects(for: (0...3).map { Post.fixture(id: "\($0)") }, now: Date()))
        // then
        #expect(manager.cellObjects[manager.selectedTile ?? 0].id == "2")
    }

    @Test func testThatTheLastRowAsksForMore() {
        // given
        show(30)
        render()
        // when
        manager.perform(.last)
        // then
        #expect(delegate.endOfListEvents == 1)
    }

    @Test func testThatTheSelectedTileIsScrolledIntoView() {
        // given
        show(40)
        render()
        manager.perform(.last)
        // when
        render()
        // then
        #expect(manager.visibleRange.contains(39))
    }

    @Test func testThatTheTilesOnScreenAreReported() {
        // given
        show(40)
        // when
        render()
        // then: two rows of tiles fit 20 rows
        let perRow = GridGeometry(columns: 60, rows: 20).tilesPerRow
        #expect(manager.takeVisibleRangeChange() == 0..<(2 * perRow))
    }

    @Test func testThatAPhotoTileIsDrawnInPictureCells() {
        // given
        var posts = PostCellObjectFactory().cellObjects(
            for: [.fixture(id: "1", media: [MediaItem(kind: .photo, altText: nil, url: "https://x/a.jpg")])], now: Date(),
            thumbnails: ["1": PixelImage(width: 2, height: 2, filledWith: RGBColor(hex: 0xFF0000))])
        posts[0].thumbnail = PixelImage(width: 2, height: 2, filledWith: RGBColor(hex: 0xFF0000))
        manager.update(with: posts)
        // when
        let canvas = render()
        // then
        #expect(canvas.pictureCell(row: 0, column: GridDataDisplayManager.gutter)?.top == RGBColor(hex: 0xFF0000))
    }

    @Test func testThatTheSelectedTilesLineIsReversed() {
        // given
        show(2)
        let geometry = GridGeometry(columns: 60, rows: 20)
        // when
        let canvas = render()
        // then
        #expect(canvas.style(row: geometry.tileRows, column: GridDataDisplayManager.gutter).isReversed)
    }

    @Test func testThatTheFooterFollowsTheLastRow() {
        // given
        show(2)
        manager.showFooter("the end of the posts")
        // when
        let text = render().renderedText()
        // then
        #expect(text.contains(" the end of the posts"))
    }

    @Test func testThatTheLastTileOnAFullScreenShowsTheFooterToo() {
        // given
        show(12)
        manager.showFooter("the end of the posts")
        render(rows: 16)
        // when
        manager.perform(.last)
        // then
        #expect(render(rows: 16).renderedText().contains(" the end of the posts"))
    }

    @Test func testThatAClickOnATileInTheNextRowIsTheArrowsAlongTheTilesToIt() {
        // given
        show(10)
        render()
        // when: the second tile of the second row
        let keys = manager.keys(forClickOnLine: 12, column: 25)
        // then
        #expect(keys == Array(repeating: .right, count: 4))
    }

    @Test func testThatAClickOnTheSelectedTileIsEnter() {
        // given
        show(10)
        render()
        // when
        let keys = manager.keys(forClickOnLine: 2, column: 3)
        // then
        #expect(keys == [.enter])
    }

    @Test func testThatAClickBetweenTwoTilesIsNothing() {
        // given
        show(10)
        render()
        // when: the gap after the first tile
        let keys = manager.keys(forClickOnLine: 2, column: 20)
        // then
        #expect(keys.isEmpty)
    }
}
