import TerminalUI
import Testing

struct PictureColorsEnvironmentTests {
    @Test func testThatNoColorTurnsPicturesOff() {
        #expect(PictureColors.fromEnvironment(["NO_COLOR": "1", "TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .none)
    }

    @Test func testThatAnEmptyNoColorIsIgnored() {
        #expect(PictureColors.fromEnvironment(["NO_COLOR": "", "TERM": "xterm-256color"]) == .palette256)
    }

    @Test func testThatADumbTerminalGetsNoPictures() {
        #expect(PictureColors.fromEnvironment(["TERM": "dumb"]) == .none)
    }

    @Test func testThatColortermTruecolorGives24BitColour() {
        #expect(PictureColors.fromEnvironment(["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .trueColor)
    }

    @Test func testThatAPlainXtermGetsShades() {
        #expect(PictureColors.fromEnvironment(["TERM": "xterm"]) == .grayscale)
    }
}
