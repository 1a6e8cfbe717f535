import Testing

@testable import Imaging

struct RowPartsTests {
    @Test func testThatThePartsCoverEveryRowOnceInOrder() {
        // given
        let rows = 1000
        // when
        let parts = RowParts.split(rows: rows, width: 1000, parts: 3)
        // then
        #expect(parts.flatMap { Array($0) } == Array(0..<rows))
    }

    @Test func testThatEveryPartStartsOnAMultipleOfTheStep() {
        // given
        let step = 6
        // when
        let parts = RowParts.split(rows: 800, width: 800, step: step, parts: 4)
        // then
        #expect(parts.allSatisfy { $0.lowerBound % step == 0 })
    }

    @Test func testThatAThumbnailStaysInOnePart() {
        // given: 64x64 pixels, far below what a core of its own is worth
        let rows = 64
        // when
        let parts = RowParts.split(rows: rows, width: 64, parts: 2)
        // then
        #expect(parts == [0..<64])
    }

    @Test func testThatNoMorePartsAreMadeThanAsked() {
        // given
        let asked = 3
        // when
        let parts = RowParts.split(rows: 4000, width: 4000, parts: asked)
        // then
        #expect(parts.count == asked)
    }

    @Test func testThatAPictureWithoutRowsIsOneEmptyPart() {
        // given
        let rows = 0
        // when
        let parts = RowParts.split(rows: rows, width: 800, parts: 2)
        // then
        #expect(parts == [0..<0])
    }

    @Test func testThatMapGivesEachPartsResultInThePartsOrder() {
        // given
        let parts = [0..<3, 3..<7, 7..<12]
        // when
        let counts = RowParts.map(parts) { $0.count }
        // then
        #expect(counts == [3, 4, 5])
    }
}
