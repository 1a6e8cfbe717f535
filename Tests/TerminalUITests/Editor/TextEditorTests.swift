import Testing

@testable import TerminalUI

struct TextEditorTests {
    private func typed(_ text: String, width: Int = 40) -> TextEditor {
        var editor = TextEditor()
        for scalar in text.unicodeScalars {
            _ = editor.handle(.character(Character(scalar)), width: width)
        }
        return editor
    }

    private func pressing(_ keys: [KeyEvent], on start: TextEditor, width: Int = 40) -> TextEditor {
        var editor = start
        for key in keys { _ = editor.handle(key, width: width) }
        return editor
    }

    @Test func testThatTypedCharactersBecomeTheText() {
        // given
        let text = "Café à Noël"
        // when
        let editor = typed(text)
        // then
        #expect(editor.text == text)
    }

    @Test func testThatAccentTypedAsItsOwnScalarJoinsItsLetter() {
        // given
        let decomposed = "e\u{301}"
        // when
        let editor = typed(decomposed)
        // then
        #expect(editor.characterCount == 1)
    }

    @Test func testThatJoinedEmojiArrivingScalarByScalarIsOneCharacter() {
        // given
        let family = "👩\u{200D}💻"
        // when
        let editor = typed("a" + family)
        // then
        #expect(editor.characterCount == 2)
    }

    @Test func testThatBackspaceRemovesAWholeEmoji() {
        // given
        let editor = typed("ok👍🏽")
        // when
        let edited = pressing([.backspace], on: editor)
        // then
        #expect(edited.text == "ok")
    }

    @Test func testThatLeftMovesOverAWholeFlag() {
        // given
        let editor = typed("a🇫🇷")
        // when
        let edited = pressing([.left, .character("b")], on: editor)
        // then
        #expect(edited.text == "ab🇫🇷")
    }

    @Test func testThatControlAGoesToTheStartOfTheLine() {
        // given
        let editor = typed("first")
        // when
        let edited = pressing([.control("j"), .character("x"), .character("y"), .control("a"), .character(">")], on: editor)
        // then
        #expect(edited.text == "first\n>xy")
    }

    @Test func testThatControlEGoesToTheEndOfTheLine() {
        // given
        let editor = pressing([.home], on: typed("abc"))
        // when
        let edited = pressing([.control("e"), .character("!")], on: editor)
        // then
        #expect(edited.text == "abc!")
    }

    @Test func testThatControlKKillsToTheEndOfTheLine() {
        // given
        let editor = pressing([.home, .right], on: typed("abc\ndef"))
        // when
        let edited = pressing([.up, .control("k")], on: editor)
        // then
        #expect(edited.text == "a\ndef")
    }

    @Test func testThatControlKAtTheEndOfALineJoinsTheNextOne() {
        // given
        let editor = pressing([.up, .control("e")], on: typed("abc\ndef"))
        // when
        let edited = pressing([.control("k")], on: editor)
        // then
        #expect(edited.text == "abcdef")
    }

    @Test func testThatControlUKillsToTheStartOfTheLine() {
        // given
        let editor = pressing([.left], on: typed("one\ntwo"))
        // when
        let edited = pressing([.control("u")], on: editor)
        // then
        #expect(edited.text == "one\no")
    }

    @Test func testThatControlWDeletesTheWordBeforeTheCursor() {
        // given
        let editor = typed("nice light  ")
        // when
        let edited = pressing([.control("w")], on: editor)
        // then
        #expect(edited.text == "nice ")
    }

    @Test func testThatDeleteRemovesTheCharacterUnderTheCursor() {
        // given
        let editor = pressing([.home], on: typed("éa"))
        // when
        let edited = pressing([.delete], on: editor)
        // then
        #expect(edited.text == "a")
    }

    @Test func testThatEnterIsLeftToTheCaller() {
        // given
        var editor = typed("done")
        // when
        let handled = editor.handle(.enter, width: 40)
        // then
        #expect(!handled)
    }

    @Test func testThatDownKeepsTheColumnThroughAShortRow() {
        // given
        let editor = pressing([.up, .up, .end], on: typed("abcdef\nab\nabcdef"))
        // when
        let edited = pressing([.down, .down, .character("!")], on: editor)
        // then
        #expect(edited.text == "abcdef\nab\nabcdef!")
    }

    @Test func testThatUpOnTheFirstRowGoesToTheStart() {
        // given
        let editor = typed("hello")
        // when
        let edited = pressing([.up, .character(">")], on: editor)
        // then
        #expect(edited.text == ">hello")
    }

    @Test func testThatALongPasteIsKeptWhole() {
        // given
        let paste = String(repeating: "lumière ", count: 500)
        // when
        var editor = TextEditor()
        editor.insert(paste)
        // then
        #expect(editor.text == paste)
    }

    @Test func testThatPastedControlCharactersAreNotKept() {
        // given
        var editor = TextEditor()
        // when
        editor.insert("a\u{1B}[2Jb\u{7}c")
        // then
        #expect(editor.text == "a[2Jbc")
    }

    @Test func testThatDirectionOverridesAreNotKept() {
        // given
        var editor = TextEditor()
        // when
        editor.insert("abc\u{202E}def")
        // then
        #expect(editor.text == "abcdef")
    }

    @Test func testThatPastedWindowsLineBreaksBecomeNewLines() {
        // given
        var editor = TextEditor()
        // when
        editor.insert("one\r\ntwo")
        // then
        #expect(editor.text == "one\ntwo")
    }

    @Test func testThatTabIsTypedAsASpace() {
        // given
        let start = typed("Route 66")
        // when
        let editor = pressing([.tab, .character("n")], on: start)
        // then
        #expect(editor.text == "Route 66 n")
    }
}
