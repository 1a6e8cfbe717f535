import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ConversationsViewTests {
    let output = ConversationsViewOutputSpy()
    let screen = MemoryScreen(size: TerminalSize(rows: 12, columns: 60))
    let view = ConversationsView(dataDisplayManager: ListDataDisplayManager<ConversationCell>())

    init() {
        view.output = output
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 12, columns: 60), navigator: NavigatorSpy())
    }

    static let rows = [
        ConversationCellObject(key: "1", names: "Grace Hopper", preview: "Are you coming?", age: "2h", isUnread: true),
        ConversationCellObject(key: "2", names: "Alan Turing", preview: "You: thanks", age: "1d", isUnread: false),
    ]

    @Test func testThatAttachingTriggersTheViewReadyEvent() {
        // given
        // when
        // then
        #expect(output.readyEvents == 1)
    }

    @Test func testThatTheConversationsAreDrawn() {
        // given
        view.update(with: Self.rows)
        // when
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().contains("● Grace Hopper · 2h") && screen.renderedText().contains("You: thanks"))
    }

    @Test func testThatEnterOpensTheSelectedConversation() {
        // given
        view.update(with: Self.rows)
        view.handle(.character("j"))
        // when
        view.handle(.enter)
        // then
        #expect(output.selectedIndexes == [1])
    }

    @Test func testThatNAsksForANewConversation() {
        // given
        // when
        view.handle(.character("n"))
        // then
        #expect(output.newConversationEvents == 1)
    }

    @Test func testThatThePromptTakesEveryKeyAsText() {
        // given
        view.showComposer(ComposerViewModel(title: "New message to:", text: "", characterLimit: 500))
        // when
        for key: KeyEvent in [.character("@"), .character("n"), .character("2"), .enter] { view.handle(key) }
        // then
        #expect(output.sentHandles == ["@n2"] && output.newConversationEvents == 0)
    }

    @Test func testThatThePromptCapturesTextSoDigitsStayOffTheTabs() {
        // given
        // when
        view.showComposer(ComposerViewModel(title: "New message to:", text: "", characterLimit: 500))
        // then
        #expect(view.isCapturingText)
    }

    @Test func testThatEscapeClosesThePrompt() {
        // given
        view.showComposer(ComposerViewModel(title: "New message to:", text: "", characterLimit: 500))
        // when
        view.handle(.escape)
        // then
        #expect(output.closedComposers == 1)
    }

    @Test func testThatQuestionMarkShowsTheKeys() {
        // given
        let tall = MemoryScreen(size: TerminalSize(rows: 30, columns: 80))
        view.attach(to: tall, frame: Rect(row: 0, column: 0, rows: 30, columns: 80), navigator: NavigatorSpy())
        // when
        view.handle(.character("?"))
        view.drawIfNeeded()
        // then
        #expect(tall.renderedText().contains("new message to one or more @handles"))
    }
}
