import Testing

@testable import Tintype
@testable import TintypeApp

struct GridGeometryTests {
    @Test func testThatTilesAreHalfAsTallAsWide() {
        // given
        // when
        let geometry = GridGeometry(columns: 99, rows: 60)
        // then
        #expect(geometry.tileRows * 2 == geometry.tileColumns)
    }

    @Test func testThatAWideBandHasTilesOfAboutTwentyColumns() {
        // given
        // when
        let geometry = GridGeometry(columns: 99, rows: 60)
        // then
        #expect([geometry.tilesPerRow, geometry.tileColumns] == [4, 24])
    }

    @Test func testThatANarrowBandStillHasThreeTilesToARow() {
        // given
        // when
        let geometry = GridGeometry(columns: 40, rows: 60)
        // then
        #expect(geometry.tilesPerRow == 3)
    }

    @Test func testThatTwoRowsOfTilesFitALowBand() {
        // given
        // when
        let geometry = GridGeometry(columns: 99, rows: 14)
        // then
        #expect(geometry.rowHeight * 2 <= 14)
    }

    @Test func testThatSmallerTilesMakeRoomForMoreInARow() {
        // given
        // when
        let geometry = GridGeometry(columns: 99, rows: 14)
        // then
        #expect(geometry.tilesPerRow * (geometry.tileColumns + GridGeometry.gap) - GridGeometry.gap <= 99 && geometry.tilesPerRow > 4)
    }
}
