import Imaging
import TerminalUI
import Testing

struct XtermPaletteTests {
    @Test func testThatPureGreenIsTheCubesGreen() {
        #expect(XtermPalette.nearestIndex(to: RGBColor(hex: 0x00FF00)) == 46)
    }

    @Test func testThatWhiteIsTheCubesWhite() {
        #expect(XtermPalette.nearestIndex(to: .white) == 231)
    }

    @Test func testThatAMiddleGrayIsOnTheGrayRamp() {
        // given: 0x767676 is ramp index 243 exactly, between the cube's 0x5f and 0x87
        let index = XtermPalette.nearestIndex(to: RGBColor(hex: 0x767676))
        // then
        #expect(index == 243)
    }

    @Test func testThatEveryIndexNamesItsOwnColour() {
        #expect((16...255).allSatisfy { XtermPalette.nearestIndex(to: XtermPalette.color(ofIndex: UInt8($0))) == UInt8($0) })
    }

    @Test func testThatAWarmOrangeStaysWarm() {
        // given: a skin-like orange must not come out gray
        let color = XtermPalette.color(ofIndex: XtermPalette.nearestIndex(to: RGBColor(hex: 0xE08040)))
        // then
        #expect(color.red > color.blue)
    }
}
