import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ConversationViewTests {
    let output = ConversationViewOutputSpy()
    let screen = MemoryScreen(size: TerminalSize(rows: 20, columns: 60))
    let view = ConversationView(dataDisplayManager: ListDataDisplayManager<MessageCell>())

    init() {
        view.output = output
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 20, columns: 60), navigator: NavigatorSpy())
        view.showComposer(ComposerViewModel(title: "Message to Grace Hopper", text: "", characterLimit: 500))
    }

    static func rows(_ count: Int) -> [MessageCellObject] {
        (0..<count).map {
            MessageCellObject(
                messageId: "\($0)", isMine: $0 % 2 == 1, header: "Grace Hopper · 2h", text: "Message \($0)", media: [], footer: nil,
                tone: .sent)
        }
    }

    @Test func testThatAttachingTriggersTheViewReadyEvent() {
        // given
        // when
        // then
        #expect(output.readyEvents == 1)
    }

    @Test func testThatTheChatOpensScrolledToTheNewest() {
        // given
        view.update(with: Self.rows(30))
        // when
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().contains("Message 29") && !screen.renderedText().contains("Message 0\n"))
    }

    @Test func testThatANewMessageKeepsAChatAtItsEndThere() {
        // given
        view.update(with: Self.rows(30))
        // when
        view.update(with: Self.rows(31))
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().contains("Message 30"))
    }

    @Test func testThatADigitTypedInTheBoxIsText() {
        // given
        // when
        view.handle(.character("3"))
        // then
        #expect(output.changedDrafts == ["3"] && view.isCapturingText)
    }

    @Test func testThatKeysTypedBeforeTheBoxComesGoIntoIt() {
        // given: a chat whose box has not come yet
        let opening = ConversationView(dataDisplayManager: ListDataDisplayManager<MessageCell>())
        let openingOutput = ConversationViewOutputSpy()
        opening.output = openingOutput
        opening.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 20, columns: 60), navigator: NavigatorSpy())
        for character in "hq" { opening.handle(.character(character)) }
        // when
        opening.showComposer(ComposerViewModel(title: "Message to Grace Hopper", text: "Hi ", characterLimit: 500))
        // then
        #expect(openingOutput.changedDrafts.last == "Hi hq" && openingOutput.closeDrafts.isEmpty)
    }

    @Test func testThatEnterSendsTheBox() {
        // given
        for character in "Hi" { view.handle(.character(character)) }
        // when
        view.handle(.enter)
        // then
        #expect(output.sentTexts == ["Hi"])
    }

    @Test func testThatAPasteKeepsItsLines() {
        // given
        // when
        for key: KeyEvent in [.pasteStart, .character("a"), .enter, .character("b"), .pasteEnd] { view.handle(key) }
        // then
        #expect(output.changedDrafts == ["a\nb"] && output.sentTexts.isEmpty)
    }

    @Test func testThatEscapeGivesTheKeysToTheMessages() {
        // given
        // when
        view.handle(.escape)
        // then
        #expect(!view.isCapturingText && output.closeDrafts.isEmpty)
    }

    @Test func testThatRetryGoesToTheSelectedMessage() {
        // given
        view.update(with: Self.rows(3))
        view.handle(.escape)
        // when
        view.handle(.character("r"))
        // then
        #expect(output.retryIndexes == [2])
    }

    @Test func testThatIGivesTheKeysBackToTheBox() {
        // given
        view.handle(.escape)
        // when
        view.handle(.character("i"))
        // then
        #expect(view.isCapturingText)
    }

    @Test func testThatEscapeFromTheMessagesGoesBackWithTheDraft() {
        // given
        view.handle(.character("x"))
        view.handle(.escape)
        // when
        view.handle(.escape)
        // then
        #expect(output.closeDrafts == ["x"])
    }

    @Test func testThatTheBoxIsDrawnUnderTheChat() {
        // given
        view.update(with: Self.rows(2))
        // when
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().contains("Message to Grace Hopper"))
    }

    @Test func testThatDetachingKeepsWhatTheBoxHolds() {
        // given
        view.handle(.character("x"))
        // when
        view.detach()
        // then
        #expect(output.detachDrafts == ["x"])
    }
}
