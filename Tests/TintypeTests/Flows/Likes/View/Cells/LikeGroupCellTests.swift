import TerminalUI
import Testing

@testable import Tintype

@MainActor
struct LikeGroupCellTests {
    private static let object = LikeGroupCellObject(
        postId: "7", headline: "Grace Hopper, Alan Turing and 3 others liked your post", age: "2h",
        caption: "Eileen Collins, the first woman to pilot the Space Shuttle", mediaSummary: "1 photo")

    @Test func testThatARowHasItsHeadlineCaptionPhotosAndABlankLine() {
        // given
        // when
        let lines = LikeGroupCell.lines(for: Self.object, width: 80)
        // then
        #expect(lines.count == 4)
    }

    @Test func testThatTheAgeStaysWhenTheNamesAreCut() {
        // given
        // when
        let headline = LikeGroupCell.lines(for: Self.object, width: 30)[0].runs.map(\.text).joined()
        // then
        #expect(headline.hasSuffix(" · 2h"))
    }

    @Test func testThatNoLineIsWiderThanTheRow() {
        // given
        // when
        let lines = LikeGroupCell.lines(for: Self.object, width: 24)
        // then
        #expect(lines.allSatisfy { $0.width <= 24 - LikeGroupCell.gutter })
    }

    @Test func testThatAPhotoPostsRowHasItsThumbnailUnderTheHeadline() {
        // given
        var object = Self.object
        object.hasThumbnail = true
        // when
        let lines = LikeGroupCell.lines(for: object, width: 80, showsPictures: true)
        // then
        #expect(lines.map { $0.picture != nil } == [false, true, true, true, true, false])
    }
}
