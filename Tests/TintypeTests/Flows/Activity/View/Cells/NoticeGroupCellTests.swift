import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct NoticeGroupCellTests {
    private static let object = NoticeGroupCellObject(
        id: "favourite-7", symbol: "♥", isLike: true, headline: "Grace Hopper, Alan Turing and 3 others liked your post", age: "2h",
        caption: "Eileen Collins, the first woman to pilot the Space Shuttle", mediaSummary: "1 photo")

    @Test func testThatARowHasItsHeadlineCaptionPhotosAndABlankLine() {
        // given
        // when
        let lines = NoticeGroupCell.lines(for: Self.object, width: 80)
        // then
        #expect(lines.count == 4)
    }

    @Test func testThatANarrowRowSaysWhoAndWhatOnTwoLinesEndingWithTheAge() {
        // given
        // when
        let lines = NoticeGroupCell.lines(for: Self.object, width: 30).prefix(2).map { $0.runs.map(\.text).joined() }
        // then
        #expect(lines == ["♥ Grace Hopper, Alan Turing", "  and 3 others liked y… · 2h"])
    }

    @Test func testThatNoLineIsWiderThanTheRow() {
        // given
        // when
        let lines = NoticeGroupCell.lines(for: Self.object, width: 24)
        // then
        #expect(lines.allSatisfy { $0.width <= 24 - NoticeGroupCell.gutter })
    }

    @Test func testThatAPhotoPostsRowHasItsThumbnailUnderTheHeadline() {
        // given
        var object = Self.object
        object.hasThumbnail = true
        // when
        let lines = NoticeGroupCell.lines(for: object, width: 80, showsPictures: true)
        // then
        #expect(lines.map { $0.picture != nil } == [false, true, true, true, true, false])
    }

    @Test func testThatARequestSaysWhatItsKeysDo() {
        // given
        let request = NoticeGroupCellObject(
            id: "ungrouped-5", symbol: "?", headline: "Katherine Johnson asked to follow you", age: "5m", caption: "@katherine",
            note: "a lets them follow you · x turns the request down")
        // when
        let lines = NoticeGroupCell.lines(for: request, width: 80).map { $0.runs.map(\.text).joined() }
        // then
        #expect(
            lines == [
                "? Katherine Johnson asked to follow you · 5m", "@katherine", "a lets them follow you · x turns the request down", "",
            ])
    }
}
