import Imaging
import Testing

@testable import TerminalUI

struct PicturePlacementCollectorTests {
    private let picture = CellPicture(TestPictures.gradient(width: 40, height: 40), columns: 8, rows: 4)
    private let screen = TerminalSize(rows: 40, columns: 120)

    private func rows(_ range: Range<Int>, at surfaceRow: Int, column: Int = 2) -> [Int: [PictureRowRecord]] {
        Dictionary(
            uniqueKeysWithValues: range.map { (surfaceRow + $0, [PictureRowRecord(picture: picture, pictureRow: $0, column: column)]) })
    }

    @Test func testThatRowsOfOnePictureDrawnOneUnderTheOtherMakeOnePlacement() {
        // given
        let surface = PictureSurfaceSnapshot(frame: Rect(row: 2, column: 0, rows: 30, columns: 120), rows: rows(0..<4, at: 5))
        // when
        let placements = PicturePlacementCollector.placements(in: [surface], screen: screen)
        // then
        #expect(placements.map(\.shownRect) == [Rect(row: 7, column: 2, rows: 4, columns: 8)])
    }

    @Test func testThatAPictureCutByTheListsTopShowsItsLowerRows() {
        // given: the list starts with the picture's last two rows
        let surface = PictureSurfaceSnapshot(frame: Rect(row: 2, column: 0, rows: 30, columns: 120), rows: rows(2..<4, at: -2))
        // when
        let placements = PicturePlacementCollector.placements(in: [surface], screen: screen)
        // then
        #expect(placements.map(\.shownRows) == [2..<4])
    }

    @Test func testThatRowsUnderASurfaceAboveAreNotShown() {
        // given: an overlay covers the picture's second row
        let list = PictureSurfaceSnapshot(frame: Rect(row: 0, column: 0, rows: 30, columns: 120), rows: rows(0..<4, at: 10))
        let overlay = PictureSurfaceSnapshot(frame: Rect(row: 11, column: 5, rows: 1, columns: 30), rows: [:])
        // when
        let placements = PicturePlacementCollector.placements(in: [list, overlay], screen: screen)
        // then
        #expect(placements.map(\.shownRows) == [0..<1, 2..<4])
    }

    @Test func testThatASurfaceBelowDoesNotHideAPicture() {
        // given
        let below = PictureSurfaceSnapshot(frame: Rect(row: 0, column: 0, rows: 40, columns: 120), rows: [:])
        let list = PictureSurfaceSnapshot(frame: Rect(row: 0, column: 0, rows: 30, columns: 120), rows: rows(0..<4, at: 10))
        // when
        let placements = PicturePlacementCollector.placements(in: [below, list], screen: screen)
        // then
        #expect(placements.map(\.shownRows) == [0..<4])
    }

    @Test func testThatTwoTilesOnOneRowAreTwoPlacements() {
        // given
        let records = (0..<4).map { row in
            (
                10 + row,
                [
                    PictureRowRecord(picture: picture, pictureRow: row, column: 1),
                    PictureRowRecord(picture: picture, pictureRow: row, column: 20),
                ]
            )
        }
        let grid = PictureSurfaceSnapshot(
            frame: Rect(row: 0, column: 0, rows: 30, columns: 120), rows: Dictionary(uniqueKeysWithValues: records))
        // when
        let placements = PicturePlacementCollector.placements(in: [grid], screen: screen)
        // then
        #expect(placements.map(\.origin.column).sorted() == [1, 20])
    }

    @Test func testThatAPictureMadeCellByCellIsNotPlaced() {
        // given: an avatar's initials have no pixels to send
        let initials = CellPicture(columns: 8, rows: 4, cells: [])
        let surface = PictureSurfaceSnapshot(
            frame: Rect(row: 0, column: 0, rows: 30, columns: 120),
            rows: [3: [PictureRowRecord(picture: initials, pictureRow: 0, column: 0)]])
        // when
        let placements = PicturePlacementCollector.placements(in: [surface], screen: screen)
        // then
        #expect(placements.isEmpty)
    }
}
