import Imaging
import Localisation
import TerminalUI
import Testing
import TextBasics

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PostCellTests {
    private static func photoPost(thumbnail: PixelImage? = nil) -> PostCellObject {
        PostCellObject(
            postId: "1", authorName: "Grace Hopper", authorHandle: "@grace", age: "2m", caption: "Moths in the relay",
            mediaSummary: "1 photo", altText: "alt: a moth", likes: "3", comments: "1", isLiked: false, hasThumbnail: true,
            thumbnail: thumbnail)
    }

    private static func headerText(of object: PostCellObject) -> String {
        PostCell.lines(for: object, width: 60).first.map { $0.runs.map(\.text).joined() } ?? ""
    }

    @Test func testThatALinkInTheCaptionCarriesItsAddressInTheList() {
        // given: a caption over two lines, the link on the second after a blank line
        var post = Self.photoPost()
        post.caption = "Moths in the relay\n\nlog at moths.example/1947"
        post.captionLinks = [TextLink(text: "moths.example/1947", address: "https://moths.example/1947")]
        // when
        let lines = PostCell.lines(for: post, width: 80)
        // then
        let linked = lines.flatMap(\.runs).filter { $0.style.link != nil }
        #expect(linked.map(\.text) == ["moths.example/1947"] && linked.first?.style.link == "https://moths.example/1947")
    }

    @Test func testThatAVideoIsMarkedToPlay() {
        // given
        var video = Self.photoPost()
        video.mediaSummary = "1 video · 0:04"
        video.mediaMoves = true
        // when
        let lines = PostCell.lines(for: video, width: 80)
        // then
        #expect(lines.contains { $0.runs.map(\.text).joined().hasPrefix("▶ 1 video · 0:04") })
    }

    @Test func testThatAPhotoPostHasAThumbnailBesideItsText() {
        // given
        let lines = PostCell.lines(for: Self.photoPost(), width: 80, showsPictures: true)
        // when
        let pictureRows = lines.filter { $0.picture != nil }.count
        // then
        #expect(pictureRows == ThumbnailColumn.rows)
    }

    @Test func testThatTheCaptionStandsRightOfTheThumbnail() {
        // given
        let lines = PostCell.lines(for: Self.photoPost(), width: 80, showsPictures: true)
        // when
        let captionLine = lines.first { $0.runs.contains { $0.text == "Moths in the relay" } }
        // then
        #expect(captionLine?.picture?.picture.columns == ThumbnailColumn.columns)
    }

    @Test func testThatTheRowKeepsItsHeightWhenTheThumbnailArrives() {
        // given
        let before = PostCell.lines(for: Self.photoPost(), width: 80, showsPictures: true).count
        // when
        let after = PostCell.lines(
            for: Self.photoPost(thumbnail: PixelImage(width: 4, height: 4, filledWith: .white)), width: 80, showsPictures: true
        ).count
        // then
        #expect(before == after)
    }

    @Test func testThatATerminalWithoutPicturesGetsNoThumbnail() {
        #expect(PostCell.lines(for: Self.photoPost(), width: 80, showsPictures: false).allSatisfy { $0.picture == nil })
    }

    @Test func testThatANarrowRowGetsNoThumbnail() {
        #expect(PostCell.lines(for: Self.photoPost(), width: 30, showsPictures: true).allSatisfy { $0.picture == nil })
    }

    @Test func testThatTheThumbnailIsDrawnInColour() {
        // given
        let red = PixelImage(width: 8, height: 8, filledWith: RGBColor(hex: 0xFF0000))
        let canvas = MemoryCanvas(size: TerminalSize(rows: 10, columns: 80))
        let lines = PostCell.lines(for: Self.photoPost(thumbnail: red), width: 80, showsPictures: true)
        // when
        for (row, line) in lines.enumerated() { line.draw(in: canvas, row: row, column: 0, maximumWidth: 80) }
        // then
        #expect(canvas.pictureCell(row: 1, column: 0)?.top == RGBColor(hex: 0xFF0000))
    }

    private static func largePhotoPost(_ picture: PixelImage? = nil, aspectRatio: Double? = nil) -> PostCellObject {
        var object = photoPost()
        object.largePhoto = PostCellObject.LargePhoto(picture: picture, aspectRatio: aspectRatio)
        return object
    }

    @Test func testThatALargePhotoStandsUnderTheHeader() {
        // given
        let lines = PostCell.lines(for: Self.largePhotoPost(), width: 80, room: ListRoom(rows: 30), showsPictures: true)
        // when
        let firstPictureRow = lines.firstIndex { $0.picture != nil }
        // then
        #expect(firstPictureRow == 1)
    }

    @Test func testThatTheCaptionIsUnderTheLargePhoto() {
        // given
        let lines = PostCell.lines(for: Self.largePhotoPost(), width: 80, room: ListRoom(rows: 30), showsPictures: true)
        // when
        let captionRow = lines.firstIndex { $0.runs.contains { $0.text == "Moths in the relay" } } ?? -1
        // then
        #expect(captionRow > lines.lastIndex { $0.picture != nil } ?? Int.max)
    }

    @Test func testThatALargePhotoTakesTheRowsTheListLeaves() {
        // given
        let lines = PostCell.lines(for: Self.largePhotoPost(), width: 120, room: ListRoom(rows: 30), showsPictures: true)
        // when
        let pictureRows = lines.filter { $0.picture != nil }.count
        // then
        #expect(pictureRows == 30 - PostCell.rowsBesideLargePhoto)
    }

    @Test func testThatAWidePhotoKeepsItsShape() {
        // given: twice as wide as tall, in cells twice as tall as wide
        let lines = PostCell.lines(for: Self.largePhotoPost(aspectRatio: 2), width: 62, room: ListRoom(rows: 40), showsPictures: true)
        // when
        let picture = lines.first { $0.picture != nil }?.picture?.picture
        // then
        #expect(picture?.columns == 59 && picture?.rows == 15)
    }

    @Test func testThatTheRowKeepsItsHeightWhenTheLargePhotoArrives() {
        // given
        let before = PostCell.lines(for: Self.largePhotoPost(aspectRatio: 1.5), width: 80, room: ListRoom(rows: 30), showsPictures: true)
            .count
        // when
        let photo = PixelImage(width: 30, height: 10, filledWith: .white)
        let after = PostCell.lines(
            for: Self.largePhotoPost(photo, aspectRatio: 1.5), width: 80, room: ListRoom(rows: 30), showsPictures: true)
        // then
        #expect(after.count == before)
    }

    @Test func testThatATerminalWithoutPicturesGetsACompactRowForALargePhotoPost() {
        #expect(
            PostCell.lines(for: Self.largePhotoPost(), width: 80, room: ListRoom(rows: 30), showsPictures: false).count
                == PostCell.lines(for: Self.photoPost(), width: 80).count)
    }

    @Test func testThatMyPostOnItsWaySaysSoWhereTheCountsGo() {
        // given
        var object = Self.photoPost()
        object.deliveryNote = "sending…"
        // when
        let header = PostCell.lines(for: object, width: 60).first.map { $0.runs.map(\.text).joined() } ?? ""
        // then
        #expect(header.hasSuffix("sending…") && !header.contains("♡"))
    }

    @Test func testThatAPostIBoostedHasTheBoostMarkAfterItsCounts() {
        // given
        var object = Self.photoPost()
        object.isBoosted = true
        // when
        let header = Self.headerText(of: object)
        // then
        #expect(header.hasSuffix("♡ 3  ↩ 1  ↻"))
    }

    @Test func testThatAPostISavedHasTheSavedMarkLast() {
        // given
        var object = Self.photoPost()
        object.isBoosted = true
        object.isSaved = true
        // when
        let header = Self.headerText(of: object)
        // then
        #expect(header.hasSuffix("↩ 1  ↻  ⚑"))
    }

    @Test func testThatAPostNeitherBoostedNorSavedEndsWithItsCounts() {
        // when
        let header = Self.headerText(of: Self.photoPost())
        // then
        #expect(header.hasSuffix("♡ 3  ↩ 1"))
    }

    @Test func testThatMyMarksStandOutFromTheCounts() {
        // given
        var object = Self.photoPost()
        object.isSaved = true
        // when
        let header = PostCell.lines(for: object, width: 60).first
        // then
        #expect(header?.runs.last.map { $0.text == "  ⚑" && $0.style.role == .accent } == true)
    }

    @Test func testThatMyRefusedPostSaysWhyUnderItsCaption() {
        // given
        var object = Self.photoPost()
        object.deliveryNote = "not sent"
        object.refusal = "not sent: spam"
        // when
        let lines = PostCell.lines(for: object, width: 60)
        // then
        #expect(lines.contains { $0.runs.first?.text == "not sent: spam" && $0.runs.first?.style.role == .error })
    }

    private static func text(of lines: [StyledLine]) -> [String] {
        lines.map { $0.runs.map(\.text).joined() }
    }

    @Test func testThatAQuotedPostStandsUnderTheCaptionBehindABar() {
        // given
        var object = Self.photoPost()
        object.mediaSummary = nil
        object.quote = QuoteCardObject(authorName: "Ada", details: "@ada · 1h", text: "Notes")
        // when
        let lines = Self.text(of: PostCell.lines(for: object, width: 60))
        // then
        #expect(Array(lines[1...3]) == ["Moths in the relay", "┃ Ada @ada · 1h", "┃ Notes"])
    }

    @Test func testThatAQuotedPostBesideAThumbnailStaysInTheTextColumn() {
        // given
        var object = Self.photoPost()
        object.quote = QuoteCardObject(text: Strings.quoteRemoved, isNote: true)
        // when
        let lines = PostCell.lines(for: object, width: 80, showsPictures: true)
        // then: the card's line is the third beside the thumbnail, after the caption and the media line
        #expect(Self.text(of: lines)[3].hasSuffix("┃ " + Strings.quoteRemoved))
    }

    @Test func testThatAPollStandsUnderTheCaption() {
        // given
        var object = Self.photoPost()
        object.mediaSummary = nil
        object.poll = PollCellObject(options: [.init(number: "", title: "moth")], summary: "0 votes")
        // when
        let lines = Self.text(of: PostCell.lines(for: object, width: 60))
        // then
        #expect(Array(lines[1...3]) == ["Moths in the relay", "○ moth", "0 votes"])
    }

    @Test func testThatAWarningCoversThePollToo() {
        // given
        var object = Self.photoPost()
        object.contentWarning = "CW: bugs"
        object.poll = PollCellObject(options: [.init(number: "", title: "moth")], summary: "0 votes")
        // when
        let lines = Self.text(of: PostCell.lines(for: object, width: 60))
        // then
        #expect(!lines.contains("○ moth"))
    }
}
