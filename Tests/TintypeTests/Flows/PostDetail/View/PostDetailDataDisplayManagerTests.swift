import Foundation
import Imaging
import TerminalUI
import Testing
import TextBasics

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PostDetailDataDisplayManagerTests {
    let manager = PostDetailDataDisplayManager()

    private func render(rows: Int, columns: Int, pictureColors: PictureColors = .palette256) -> String {
        canvas(rows: rows, columns: columns, pictureColors: pictureColors).renderedText()
    }

    private func canvas(rows: Int, columns: Int, pictureColors: PictureColors = .palette256) -> MemoryCanvas {
        let canvas = MemoryCanvas(size: TerminalSize(rows: rows, columns: columns), pictureColors: pictureColors)
        manager.draw(in: canvas, top: 0, size: canvas.size)
        return canvas
    }

    /// A square photo, blue all over.
    private static let bluePhoto: [PostDetailCellObject] = [
        .media(
            label: "Photo 1/1", picture: PixelImage(width: 10, height: 10, filledWith: RGBColor(hex: 0x0000FF)), note: nil, altText: "Blue")
    ]

    @Test func testThatTheWordsOfALinkInTheCaptionCarryItsAddress() {
        // given
        let link = TextLink(text: "film.example/portra", address: "https://film.example/portra")
        manager.update(with: [.caption("Shot on film.example/portra", links: [link])])
        // when
        let drawn = canvas(rows: 5, columns: 40)
        // then: "Shot on " from the content's first column, then the link
        #expect(drawn.style(row: 0, column: 2 + 8).link == link.address && drawn.style(row: 0, column: 2 + 7).link == nil)
    }

    @Test func testThatTheAgeInTheHeaderLinksToThePost() {
        // given
        let link = TextLink(text: "1h", address: "https://pixelfed.example/p/grace/1")
        manager.update(with: [.header(name: "Grace Hopper", details: "@grace · 1h", ageLink: link)])
        // when
        let drawn = canvas(rows: 5, columns: 40)
        // then: "@grace · " is 9 columns
        #expect(drawn.style(row: 1, column: 2 + 9).link == link.address && drawn.style(row: 1, column: 2).link == nil)
    }

    @Test func testThatAPhotoIsDrawnInItsColours() {
        // given
        manager.update(with: Self.bluePhoto)
        // when
        let drawn = canvas(rows: 20, columns: 40)
        // then: under the label, from the content's first column
        #expect(drawn.pictureCell(row: 1, column: 2)?.bottom == RGBColor(hex: 0x0000FF))
    }

    @Test func testThatASquarePhotoIsHalfAsTallAsItIsWide() {
        // given
        manager.update(with: Self.bluePhoto)
        manager.availableRows = 100
        // when
        let rows = render(rows: 60, columns: 44).split(separator: "\n").filter { $0.contains("▀") }
        // then: 40 columns of content, 20 rows
        #expect(rows.count == 20)
    }

    @Test func testThatASquarePhotoInPixelsFollowsTheCellsShape() {
        // given: a terminal drawing pixels in kitty's 7x17 cells
        manager.update(with: Self.bluePhoto)
        manager.availableRows = 100
        let canvas = MemoryCanvas(size: TerminalSize(rows: 60, columns: 44), pixelCell: CellPixelSize(width: 7, height: 17))
        // when
        manager.draw(in: canvas, top: 0, size: canvas.size)
        // then: 40 columns of content, 280 pixels, and 16 rows of 17
        #expect(canvas.renderedText().split(separator: "\n").filter { $0.contains("▀") }.count == 16)
    }

    @Test func testThatTheTextUnderAPhotoStaysWhereItWasWhenAWiderPhotoReplacesItsLikeness() {
        // given: the square likeness drawn in a narrow panel
        manager.update(with: Self.bluePhoto + [.counts("♡ 0 likes", isLiked: false)])
        manager.availableRows = 40
        let before = render(rows: 60, columns: 24).split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.contains("♡ 0 likes")
        }
        // when: the photo, twice as wide as tall
        manager.update(
            with: [
                .media(
                    label: "Photo 1/1", picture: PixelImage(width: 20, height: 10, filledWith: RGBColor(hex: 0x0000FF)), note: nil,
                    altText: "Blue")
            ] + [.counts("♡ 0 likes", isLiked: false)])
        let after = render(rows: 60, columns: 24).split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.contains("♡ 0 likes")
        }
        // then
        #expect(before != nil && after == before)
    }

    @Test func testThatAPhotoKnownToBeWideKeepsOnlyTheRowsItsShapeNeeds() {
        // given: twice as wide as tall, its likeness a square while it loads
        manager.update(
            with: [
                .media(
                    label: "Photo 1/1", picture: PixelImage(width: 10, height: 10, filledWith: RGBColor(hex: 0x0000FF)), note: nil,
                    altText: "Blue", aspectRatio: 2)
            ])
        manager.availableRows = 100
        // when
        let lines = render(rows: 60, columns: 44).split(separator: "\n", omittingEmptySubsequences: false)
        // then: 40 columns wide, 20 pixels high: 10 rows, the likeness inside them, then the alt text
        #expect(lines.firstIndex { $0.contains("Blue") } == 11)
    }

    @Test func testThatThePhotoLeavesRoomForTheTextAroundIt() {
        // given
        manager.update(with: [.header(name: "Grace Hopper", details: "@grace", ageLink: nil)] + Self.bluePhoto)
        manager.availableRows = 12
        // when
        let lines = render(rows: 30, columns: 44).split(separator: "\n", omittingEmptySubsequences: false)
        // then: header 3, label 1, alt text 1, blank 1: the photo gets the other 6
        #expect(lines.filter { $0.contains("▀") }.count == 6)
    }

    @Test func testThatNoPictureIsDrawnWhereColourIsOff() {
        // given
        manager.update(with: Self.bluePhoto)
        // when
        let text = render(rows: 20, columns: 40, pictureColors: .none)
        // then
        #expect(text.trimmingCharacters(in: .newlines) == "  ▣ Photo 1/1\n    Blue")
    }

    @Test func testThatPostIsLaidOutWithItsPhotos() {
        // given
        manager.update(with: [
            .header(name: "Grace Hopper", details: "@grace · 1h · everyone", ageLink: nil),
            .caption("Coffee first.\n\nThen compilers.", links: []),
            .media(label: "Photo 1/1", picture: nil, note: nil, altText: "A cup of coffee on a table"),
            .counts("♥ 3 likes · ↩ 1 comment · ↻ 0 boosts", isLiked: true),
        ])
        // when
        let text = render(rows: 12, columns: 40)
        // then
        #expect(
            text
                == [
                    "  Grace Hopper",
                    "  @grace · 1h · everyone",
                    "",
                    "  Coffee first.",
                    "",
                    "  Then compilers.",
                    "",
                    "  ▣ Photo 1/1",
                    "    A cup of coffee on a table",
                    "",
                    "  ♥ 3 likes · ↩ 1 comment · ↻ 0 boosts",
                    "",
                ].joined(separator: "\n"))
    }

    @Test func testThatDownScrollsALine() {
        // given
        manager.update(with: [.caption((1...20).map { "line \($0)" }.joined(separator: "\n"), links: [])])
        _ = render(rows: 5, columns: 30)
        // when
        manager.perform(.next)
        // then
        #expect(render(rows: 5, columns: 30).hasPrefix("  line 2"))
    }

    @Test func testThatScrollingStopsAtTheLastLine() {
        // given
        manager.update(with: [.caption((1...20).map { "line \($0)" }.joined(separator: "\n"), links: [])])
        _ = render(rows: 5, columns: 30)
        // when
        manager.perform(.last)
        // then
        #expect(render(rows: 5, columns: 30).split(separator: "\n").last == "  line 20")
    }
}
