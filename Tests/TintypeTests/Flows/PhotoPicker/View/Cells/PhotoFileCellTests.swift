import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PhotoFileCellTests {
    @Test func testThatAPictureHasItsThumbnailsPlaceBesideItsName() {
        // given
        let object = PhotoFileCellObject(id: "/p/cat.jpg", name: "cat.jpg", isFolder: false)
        // when
        let lines = PhotoFileCell.lines(for: object, width: 80, showsPictures: true)
        // then
        #expect(lines.filter { $0.picture != nil }.count == ThumbnailColumn.rows)
    }

    @Test func testThatAFolderIsOneLine() {
        // given
        let object = PhotoFileCellObject(id: "/p/Holidays", name: "Holidays/", isFolder: true)
        // when
        let lines = PhotoFileCell.lines(for: object, width: 80, showsPictures: true)
        // then
        #expect(lines.count == 1 && lines.first?.runs.first?.text == "▸ Holidays/")
    }

    @Test func testThatWithoutPicturesAPictureIsNamed() {
        // given
        let object = PhotoFileCellObject(id: "/p/cat.jpg", name: "cat.jpg", isFolder: false)
        // when
        let lines = PhotoFileCell.lines(for: object, width: 80, showsPictures: false)
        // then
        #expect(lines.first?.runs.first?.text == "▣ cat.jpg" && lines.allSatisfy { $0.picture == nil })
    }
}
