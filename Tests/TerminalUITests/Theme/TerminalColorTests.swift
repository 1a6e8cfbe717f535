import Imaging
import Testing

@testable import TerminalUI

struct TerminalColorTests {
    @Test(arguments: [
        ("cyan", TerminalColor.basic(6)), ("Default", .terminalDefault), ("208", .index(208)), ("#5fafff", .rgb(RGBColor(hex: 0x5FAFFF))),
    ])
    func testThatAColourIsReadAsWritten(_ case: (String, TerminalColor)) {
        // given
        let text = `case`.0
        // when
        let color = TerminalColor(text)
        // then
        #expect(color == `case`.1)
    }

    @Test(arguments: ["pinkish", "256", "#12345", "-1", ""])
    func testThatAWordThatIsNoColourIsNone(_ text: String) {
        // given
        // when
        let color = TerminalColor(text)
        // then
        #expect(color == nil)
    }

    @Test func testThatPureRedIsThePalettesRed() {
        // given
        let red = TerminalColor.rgb(RGBColor(hex: 0xFF0000))
        // when
        let index = red.paletteIndex
        // then
        #expect(index == 196)
    }

    @Test func testThatADarkRedIsTheBasicRedOnEightColours() {
        // given
        let red = TerminalColor.rgb(RGBColor(hex: 0xB00000))
        // when
        let basic = red.basicIndex
        // then
        #expect(basic == 1)
    }

    @Test func testThatAPaletteColourIsItsOwnValueOnADirectColourTerminal() {
        // given
        let sand = TerminalColor.index(180)
        // when
        let value = sand.directValue
        // then
        #expect(value == 0xD7AF87)
    }
}
