import CNcursesw
import Testing

@testable import TerminalUI

struct KeyDecoderTests {
    @Test func testThatLetterDecodesAsCharacter() {
        // given
        let value = UInt32(UInt8(ascii: "j"))
        // when
        let key = KeyDecoder.decode(kind: .character, value: value)
        // then
        #expect(key == .character("j"))
    }

    @Test func testThatAccentedLetterDecodesAsCharacter() {
        // given
        let value: UInt32 = 0xE9
        // when
        let key = KeyDecoder.decode(kind: .character, value: value)
        // then
        #expect(key == .character("é"))
    }

    @Test func testThatCarriageReturnDecodesAsEnter() {
        // given
        let value: UInt32 = 13
        // when
        let key = KeyDecoder.decode(kind: .character, value: value)
        // then
        #expect(key == .enter)
    }

    @Test func testThatLineFeedDecodesAsControlJ() {
        // given
        let value: UInt32 = 10
        // when
        let key = KeyDecoder.decode(kind: .character, value: value)
        // then
        #expect(key == .control("j"))
    }

    @Test func testThatPasteStartMarkDecodesAsPasteStart() {
        // given
        let code = UInt32(CN_KEY_PASTE_START)
        // when
        let key = KeyDecoder.decode(kind: .keyCode, value: code)
        // then
        #expect(key == .pasteStart)
    }

    @Test func testThatEscapeByteDecodesAsEscape() {
        // given
        let value: UInt32 = 27
        // when
        let key = KeyDecoder.decode(kind: .character, value: value)
        // then
        #expect(key == .escape)
    }

    @Test func testThatDeleteByteDecodesAsBackspace() {
        // given
        let value: UInt32 = 127
        // when
        let key = KeyDecoder.decode(kind: .character, value: value)
        // then
        #expect(key == .backspace)
    }

    @Test func testThatCtrlCDecodesAsControlC() {
        // given
        let value: UInt32 = 3
        // when
        let key = KeyDecoder.decode(kind: .character, value: value)
        // then
        #expect(key == .control("c"))
    }

    @Test func testThatKeyUpDecodesAsUp() {
        // given
        let value = UInt32(KEY_UP)
        // when
        let key = KeyDecoder.decode(kind: .keyCode, value: value)
        // then
        #expect(key == .up)
    }

    @Test func testThatNextPageDecodesAsPageDown() {
        // given
        let value = UInt32(KEY_NPAGE)
        // when
        let key = KeyDecoder.decode(kind: .keyCode, value: value)
        // then
        #expect(key == .pageDown)
    }

    @Test func testThatBackTabDecodesAsBackTab() {
        // given
        let value = UInt32(KEY_BTAB)
        // when
        let key = KeyDecoder.decode(kind: .keyCode, value: value)
        // then
        #expect(key == .backTab)
    }
}
