import Imaging
import TerminalUI
import Testing

struct ANSIPictureTests {
    /// One cell: red above blue.
    private static let redOverBlue = CellPicture(PixelImage(width: 1, height: 2, bytes: [255, 0, 0, 0, 0, 255]), columns: 1, rows: 1)

    private static func text(_ colors: PictureColors) -> String {
        String(decoding: ANSIPicture.bytes(of: redOverBlue, colors: colors), as: UTF8.self)
    }

    @Test func testThat256ColoursNameThePaletteRedOverBlue() {
        #expect(Self.text(.palette256) == "\u{1B}[38;5;196;48;5;21m▀\u{1B}[0m\n")
    }

    @Test func testThat24BitColourGivesTheExactColours() {
        #expect(Self.text(.trueColor) == "\u{1B}[38;2;255;0;0;48;2;0;0;255m▀\u{1B}[0m\n")
    }

    @Test func testThatShadesCarryNoEscapes() {
        #expect(!Self.text(.grayscale).contains("\u{1B}"))
    }
}
