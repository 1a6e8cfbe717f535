import Foundation
import Imaging
import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PostTileTests {
    private func object(_ post: Post, thumbnail: PixelImage? = nil) -> PostCellObject {
        var object = PostCellObjectFactory().cellObjects(for: [post], now: Date(), thumbnails: [:])[0]
        object.thumbnail = thumbnail
        return object
    }

    @Test func testThatAPhotoTileIsItsPictureRowAfterRow() {
        // given
        let post = Post.fixture(id: "1", media: [MediaItem(kind: .photo, altText: nil, url: "https://x/a.jpg")])
        // when
        let lines = PostTile.lines(for: object(post), columns: 12, rows: 6)
        // then
        #expect(lines.map { $0.picture?.row } == [0, 1, 2, 3, 4, 5])
    }

    @Test func testThatAWidePhotoShowsItsMiddle() {
        // given: red, then green, then blue, side by side
        let stripes = PixelImage(
            width: 3, height: 1, bytes: [255, 0, 0, 0, 255, 0, 0, 0, 255])
        let post = Post.fixture(id: "1", media: [MediaItem(kind: .photo, altText: nil, url: "https://x/a.jpg")])
        // when
        let lines = PostTile.lines(for: object(post, thumbnail: stripes), columns: 2, rows: 1)
        // then
        #expect(lines.first?.picture?.picture.cell(row: 0, column: 0).top == RGBColor(hex: 0x00FF00))
    }

    @Test func testThatAPostWithoutAPhotoShowsItsCaptionInAFrame() {
        // given
        let post = Post.fixture(id: "1", caption: "Bugs are moths")
        // when
        let lines = PostTile.lines(for: object(post), columns: 12, rows: 4).map { $0.runs.map(\.text).joined() }
        // then
        #expect(lines == ["┌──────────┐", "│Bugs are  │", "│moths     │", "└──────────┘"])
    }

    @Test func testThatALongCaptionEndsWithAnEllipsisInsideTheTile() {
        // given
        let post = Post.fixture(id: "1", caption: "one two three four five six seven eight")
        // when
        let lines = PostTile.lines(for: object(post), columns: 10, rows: 4).map { $0.runs.map(\.text).joined() }
        // then
        #expect(lines[2] == "│three … │" && lines.allSatisfy { DisplayWidth.of($0) == 10 })
    }

    @Test func testThatTheLabelCountsLikesAndComments() {
        // given
        let post = Post.fixture(id: "1", likes: 12, isLiked: true)
        // when
        let label = PostTile.label(for: object(post), columns: 14)
        // then
        #expect(label.runs.map(\.text).joined() == "♥ 12 ↩ 0")
    }

    @Test func testThatTheLabelMarksAPostOfSeveralPhotos() {
        // given
        let photo = MediaItem(kind: .photo, altText: nil, url: "https://x/a.jpg")
        let post = Post.fixture(id: "1", media: [photo, photo, photo])
        // when
        let label = PostTile.label(for: object(post), columns: 14)
        // then
        #expect(label.runs.map(\.text).joined() == "♡ 0 ↩ 0     ▣3")
    }

    @Test func testThatTheLabelMarksAPostIBoostedAndSaved() {
        // given
        var post = Post.fixture(id: "1")
        post.isBoosted = true
        post.isSaved = true
        // when
        let label = PostTile.label(for: object(post), columns: 14)
        // then
        #expect(label.runs.map(\.text).joined() == "♡ 0 ↩ 0 ↻⚑")
    }

    @Test func testThatMyMarksGiveWayOnANarrowTile() {
        // given
        var post = Post.fixture(id: "1")
        post.isSaved = true
        // when
        let label = PostTile.label(for: object(post), columns: 8)
        // then
        #expect(label.runs.map(\.text).joined() == "♡ 0 ↩ 0")
    }
}
