import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct SignInViewTests {
    let output = SignInViewOutputSpy()
    let screen = MemoryScreen(size: TerminalSize(rows: 16, columns: 60))
    let view = SignInView()

    private let instanceField = SignInViewModel(
        lines: ["Name your instance."], field: ComposerViewModel(title: "Your instance", text: "", characterLimit: 0, hint: "Enter"))

    init() {
        view.output = output
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 16, columns: 60), navigator: NavigatorSpy())
    }

    @Test func testThatAttachingTriggersTheViewReadyEvent() {
        // given
        // when
        // then
        #expect(output.readyEvents == 1)
    }

    @Test func testThatTheTitleIsDrawn() {
        // given
        view.showTitle("Sign in", trailing: "Esc back")
        // when
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().hasPrefix(" Sign in"))
    }

    @Test func testThatTextTypedInTheFieldIsSentWithEnter() {
        // given
        view.show(instanceField)
        // when
        for character in "pixelfed.social" { view.handle(.character(character)) }
        view.handle(.enter)
        // then
        #expect(output.submitted == ["pixelfed.social"])
    }

    @Test func testThatAQuestionMarkInTheFieldIsText() {
        // given
        view.show(instanceField)
        // when
        view.handle(.character("?"))
        view.handle(.enter)
        // then
        #expect(output.submitted == ["?"])
    }

    @Test func testThatEscapeInTheFieldIsABackEvent() {
        // given
        view.show(instanceField)
        // when
        view.handle(.escape)
        // then
        #expect(output.backEvents == 1)
    }

    @Test func testThatALongAddressIsDrawnWholeOverSeveralLines() {
        // given
        let address = "https://pixelfed.example/oauth/authorize?client_id=" + String(repeating: "x", count: 90)
        view.show(SignInViewModel(lines: ["Open this address:"], address: address))
        // when
        view.drawIfNeeded()
        // then
        let joined = screen.renderedText().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        #expect(joined.contains(address))
    }

    @Test func testThatOWhileWaitingOpensThePageAgain() {
        // given
        view.show(SignInViewModel(lines: ["Waiting"], address: "https://pixelfed.example/oauth/authorize"))
        // when
        view.handle(.character("o"))
        // then
        #expect(output.openPageEvents == 1)
    }

    @Test func testThatAFailureIsInTheStatusLine() {
        // given
        view.show(SignInViewModel(lines: [], field: instanceField.field, error: "cannot reach pixelfed.example"))
        // when
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().contains("cannot reach pixelfed.example"))
    }
}
