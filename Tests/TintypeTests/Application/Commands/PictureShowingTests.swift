import Foundation
import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

struct PictureShowingTests {
    static let photo = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/Demo/Photos/coffee.jpg").path

    @Test func testThatAPhotoIsDrawnInAsManyRowsAsItsShapeNeeds() throws {
        // given: coffee.jpg is 600 x 400, so 60 columns take 20 rows
        let environment = ["TERM": "xterm-256color"]
        // when
        let bytes = try PictureShowing.render(path: Self.photo, columns: 60, rows: 40, environment: environment)
        // then
        #expect(String(decoding: bytes, as: UTF8.self).split(separator: "\n").count == 20)
    }

    @Test func testThatNoColorDrawsNothing() {
        #expect(throws: PictureShowing.Failure.self) {
            try PictureShowing.render(path: Self.photo, columns: 60, rows: 40, environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
        }
    }

    @Test func testThatAMissingFileIsNamed() {
        // given
        let error = #expect(throws: PictureShowing.Failure.self) {
            try PictureShowing.render(path: "/nonexistent.jpg", columns: 60, rows: 40, environment: ["TERM": "xterm-256color"])
        }
        // then
        #expect(error?.description == "cannot read /nonexistent.jpg")
    }

    @Test func testThatSixelIsDrawnWhereTheTerminalTakesIt() throws {
        // given
        let support = PictureSupport(pictureProtocol: .sixel)
        // when
        let bytes = try PictureShowing.render(
            path: Self.photo, columns: 60, rows: 40, environment: ["TERM": "xterm-256color"], support: support,
            cell: CellPixelSize(width: 10, height: 20))
        // then: coffee.jpg, 600 x 400, fills the 600 pixels of 60 columns
        #expect(String(decoding: bytes, as: UTF8.self).contains("\u{1B}P0;1;0q\"1;1;600;400"))
    }
}
