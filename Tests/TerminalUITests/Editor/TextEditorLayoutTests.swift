import Testing

@testable import TerminalUI

struct TextEditorLayoutTests {
    private func rows(of text: String, width: Int) -> [String] {
        let layout = TextEditorLayout(editor: TextEditor(text: text), width: width)
        return layout.rows.indices.map(layout.text(ofRow:))
    }

    @Test func testThatTextWrapsAfterTheLastBlankThatFits() {
        // given
        let text = "the quick brown fox"
        // when
        let wrapped = rows(of: text, width: 11)
        // then
        #expect(wrapped == ["the quick ", "brown fox"])
    }

    @Test func testThatAWordWiderThanTheRowIsCut() {
        // given
        let text = "abcdefghij"
        // when
        let wrapped = rows(of: text, width: 5)
        // then
        #expect(wrapped == ["abcd", "efgh", "ij"])
    }

    @Test func testThatWideCharactersWrapByColumns() {
        // given
        let text = "日本語の写真"
        // when
        let wrapped = rows(of: text, width: 7)
        // then
        #expect(wrapped == ["日本語", "の写真"])
    }

    @Test func testThatLineBreaksStartNewRows() {
        // given
        let text = "one\n\ntwo"
        // when
        let wrapped = rows(of: text, width: 20)
        // then
        #expect(wrapped == ["one", "", "two"])
    }

    @Test func testThatCursorAfterWideCharactersIsAtTheirColumns() {
        // given
        let editor = TextEditor(text: "写真")
        // when
        let position = TextEditorLayout(editor: editor, width: 20).cursorPosition
        // then
        #expect(position.column == 4)
    }

    @Test func testThatCursorAtASoftBreakStandsOnTheNextRow() {
        // given
        var editor = TextEditor(text: "abcdefgh")
        for _ in 0..<4 { _ = editor.handle(.left, width: 5) }
        // when
        let position = TextEditorLayout(editor: editor, width: 5).cursorPosition
        // then
        #expect(position.row == 1 && position.column == 0)
    }
}
