import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct CommentsViewTests {
    let output = CommentsViewOutputSpy()
    let screen = MemoryScreen(size: TerminalSize(rows: 16, columns: 50))
    let view = CommentsView(dataDisplayManager: ListDataDisplayManager<CommentCell>(selection: .optional))

    init() {
        view.output = output
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 16, columns: 50), navigator: NavigatorSpy())
        view.update(
            with: CommentsCellObjectFactory().cellObjects(
                for: [CommentFixture.comment(id: "2"), CommentFixture.comment(id: "3")],
                now: .now),
            heading: "Comments (2) · c writes one", renamedIds: [:])
    }

    private func rendered() -> String {
        view.drawIfNeeded()
        return screen.renderedText()
    }

    private func openComposer(text: String = "") {
        view.showComposer(ComposerViewModel(title: "Comment on the post", text: text, characterLimit: 500))
    }

    @Test func testThatNoCommentIsSelectedAtFirst() {
        // given
        // when
        view.handle(.character("c"))
        // then
        #expect(output.writeEvents == [nil])
    }

    @Test func testThatJSelectsTheFirstComment() {
        // given
        // when
        view.handle(.character("j"))
        view.handle(.character("c"))
        // then
        #expect(output.writeEvents == [0])
    }

    @Test func testThatKFromTheFirstCommentGoesBackToThePost() {
        // given
        view.handle(.character("j"))
        // when
        let handled = view.handleIfOwned(.character("k"))
        view.handle(.character("c"))
        // then
        #expect(handled && output.writeEvents == [nil])
    }

    @Test func testThatKWithNothingSelectedIsLeftToThePost() {
        // given
        // when
        let handled = view.handleIfOwned(.character("k"))
        // then
        #expect(!handled)
    }

    @Test func testThatRWithNothingSelectedAsksForARefresh() {
        // given
        // when
        view.handle(.character("r"))
        // then
        #expect(output.refreshEvents == [nil])
    }

    @Test func testThatEnterOpensTheSelectedComment() {
        // given
        view.handle(.character("j"))
        view.handle(.character("j"))
        // when
        view.handle(.enter)
        // then
        #expect(output.selectedIndexes == [1])
    }

    @Test func testThatTheThreadIsDrawnUnderItsHeading() {
        // given
        // when
        let text = rendered()
        // then
        #expect(text.contains("Comments (2)") && text.contains("comment 2") && text.contains("comment 3"))
    }

    @Test func testThatTypedTextGoesIntoTheComposer() {
        // given
        openComposer()
        // when
        for character in "Noël 🎄" { view.handle(.character(character)) }
        view.handle(.enter)
        // then
        #expect(output.sentTexts == ["Noël 🎄"])
    }

    @Test func testThatQIsTextWhileWriting() {
        // given
        openComposer()
        // when
        let handled = view.handleIfOwned(.character("q"))
        // then
        #expect(handled && output.draftChanges == ["q"])
    }

    @Test func testThatKeysTypedRightAfterCAreTheComposers() {
        // given: c pressed, the composer not there yet
        view.handle(.character("c"))
        let owned = view.handleIfOwned(.character("k"))
        // when
        openComposer()
        // then
        #expect(owned && output.draftChanges == ["k"])
    }

    @Test func testThatEscapeClosesTheComposerWithItsText() {
        // given
        openComposer(text: "later")
        // when
        view.handle(.escape)
        // then
        #expect(output.closedTexts == ["later"])
    }

    @Test func testThatAPasteIsOneChangeOfTheDraft() {
        // given
        openComposer(text: "Hi ")
        let pasted = String(repeating: "lumière ", count: 2_000)
        // when
        view.handle(.pasteStart)
        for character in pasted { view.handle(.character(character)) }
        view.handle(.pasteEnd)
        // then
        #expect(output.draftChanges == ["Hi " + pasted])
    }

    @Test func testThatTypingChangesTheDraftWithEachKey() {
        // given
        openComposer()
        // when
        view.handle(.character("o"))
        view.handle(.character("k"))
        // then
        #expect(output.draftChanges == ["o", "ok"])
    }

    @Test func testThatEnterInsideAPasteIsALineBreak() {
        // given
        openComposer()
        // when
        for key: KeyEvent in [.pasteStart, .character("a"), .enter, .character("b"), .pasteEnd, .enter] { view.handle(key) }
        // then
        #expect(output.sentTexts == ["a\nb"])
    }

    @Test func testThatTheComposerShowsTheCountAgainstTheLimit() {
        // given
        openComposer(text: "héllo")
        // when
        let text = rendered()
        // then
        #expect(text.contains("5/500"))
    }

    @Test func testThatTheComposerNamesTheNewLineKey() {
        // given
        openComposer()
        // when
        let text = rendered()
        // then
        #expect(text.contains("Ctrl-J new line"))
    }

    @Test func testThatTheThreadWantsItsHeadingAndItsComments() {
        // given
        let commentLines = CommentsCellObjectFactory().cellObjects(
            for: [CommentFixture.comment(id: "2"), CommentFixture.comment(id: "3")], now: .now
        ).reduce(0) { $0 + CommentCell.lines(for: $1, width: 50).count }
        // when
        let wanted = view.wantedRows(columns: 50, upTo: 100)
        // then
        #expect(wanted == 1 + commentLines)
    }

    @Test func testThatTheThreadWantsNoMoreThanTheLimit() {
        #expect(view.wantedRows(columns: 50, upTo: 3) == 3)
    }

    @Test func testThatAnOpenComposerIsWantedToo() {
        // given
        let without = view.wantedRows(columns: 50, upTo: 100)
        // when
        openComposer()
        // then
        #expect(view.wantedRows(columns: 50, upTo: 100) > without)
    }
}
