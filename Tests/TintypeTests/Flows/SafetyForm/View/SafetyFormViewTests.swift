import Localisation
import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct SafetyFormViewTests {
    let output = SafetyFormViewOutputSpy()
    let screen = MemoryScreen(size: TerminalSize(rows: 20, columns: 70))
    let view = SafetyFormView()

    init() {
        view.output = output
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 20, columns: 70), navigator: NavigatorSpy())
    }

    private static let mute = SafetyFormViewModel(
        question: "For how long?", choices: ["For good", "For an hour"], chosenIndex: 1, option: "Hide their notifications too",
        isOptionOn: true, attachment: nil, comment: nil, hint: "↑ ↓ how long")

    private static let report = SafetyFormViewModel(
        question: "What is wrong?", choices: ["It is spam", "Something else"], chosenIndex: 1, option: nil, isOptionOn: false,
        attachment: "About the post: “Buy now”",
        comment: ComposerViewModel(title: "Anything the moderators should know", text: "", characterLimit: 1000), hint: "")

    @Test func testThatAttachingTriggersTheViewReadyEvent() {
        // given
        // when
        // then
        #expect(output.readyEvents == 1)
    }

    @Test func testThatEscapeIsABackEvent() {
        // given
        view.showForm(Self.report)
        // when
        view.handle(.escape)
        // then
        #expect(output.backEvents == 1)
    }

    @Test func testThatTheChosenDurationIsMarked() {
        // given
        view.showForm(Self.mute)
        // when
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().contains("› ● For an hour"))
    }

    @Test func testThatTheOptionShowsWhetherItIsOnAndItsKey() {
        // given
        view.showForm(Self.mute)
        // when
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().contains("[x] Hide their notifications too  Ctrl-O"))
    }

    @Test func testThatTheReportedPostIsNamed() {
        // given
        view.showForm(Self.report)
        // when
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().contains("About the post: “Buy now”"))
    }

    @Test func testThatLettersInAReportAreTheComment() {
        // given
        view.showForm(Self.report)
        // when
        for character in "jk q?" { view.handle(.character(character)) }
        view.handle(.enter)
        // then
        #expect(output.confirmedComments == ["jk q?"] && output.moves.isEmpty && output.backEvents == 0)
    }

    @Test func testThatJMovesTheChoiceOfAMute() {
        // given
        view.showForm(Self.mute)
        // when
        view.handle(.character("j"))
        // then
        #expect(output.moves == [1])
    }

    @Test func testThatArrowsMoveTheChoiceWhileACommentIsWritten() {
        // given
        view.showForm(Self.report)
        // when
        view.handle(.up)
        // then
        #expect(output.moves == [-1])
    }

    @Test func testThatAPastedLineBreakDoesNotSendTheReport() {
        // given
        view.showForm(Self.report)
        // when
        for key: KeyEvent in [.pasteStart, .character("a"), .enter, .character("b"), .pasteEnd] { view.handle(key) }
        // then
        #expect(output.confirmedComments.isEmpty)
    }

    @Test func testThatCtrlOTurnsTheOption() {
        // given
        view.showForm(Self.mute)
        // when
        view.handle(.control("o"))
        // then
        #expect(output.optionEvents == 1)
    }

    @Test func testThatTheFormTakesEveryKey() {
        // given
        // when
        let isCapturing = view.isCapturingText
        // then
        #expect(isCapturing)
    }

    @Test func testThatQuestionMarkShowsTheKeysOfAMute() {
        // given
        let tall = MemoryScreen(size: TerminalSize(rows: 30, columns: 80))
        view.attach(to: tall, frame: Rect(row: 0, column: 0, rows: 30, columns: 80), navigator: NavigatorSpy())
        view.showForm(Self.mute)
        // when
        view.handle(.character("?"))
        view.drawIfNeeded()
        // then
        #expect(tall.renderedText().contains(Strings.keysSafetyFormOption))
    }
}
