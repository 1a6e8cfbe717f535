import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct HashtagViewTests {
    let output = HashtagViewOutputSpy()
    let screen = MemoryScreen(size: TerminalSize(rows: 24, columns: 60))
    let view = HashtagView()
    let navigator = NavigatorSpy()

    init() {
        view.output = output
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 24, columns: 60), navigator: navigator)
    }

    @Test func testThatAttachingTriggersTheViewReadyEvent() {
        // then
        #expect(output.readyEvents == 1)
    }

    @Test func testThatEscapeIsABackEvent() {
        // when
        view.handle(.escape)
        // then
        #expect(output.backEvents == 1)
    }

    @Test func testThatTheTitleIsDrawn() {
        // given
        view.showTitle("#moths", trailing: "Esc back")
        // when
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().hasPrefix(" #moths"))
    }

    @Test func testThatRIsARefresh() {
        // when
        view.handle(.character("r"))
        // then
        #expect(output.refreshEvents == 1)
    }

    @Test func testThatQuestionMarkShowsTheKeys() {
        // given
        let tall = MemoryScreen(size: TerminalSize(rows: 30, columns: 80))
        view.attach(to: tall, frame: Rect(row: 0, column: 0, rows: 30, columns: 80), navigator: NavigatorSpy())
        // when
        view.handle(.character("?"))
        view.drawIfNeeded()
        // then
        #expect(tall.renderedText().contains("fetch the hashtag anew"))
    }

    @Test func testThatFAsksToFollow() {
        // given
        // when
        view.handle(.character("f"))
        // then
        #expect(output.followEvents == 1)
    }

    @Test func testThatThePostsFillTheBody() {
        // given
        let posts = ModuleViewStub()
        // when
        view.embedModule(posts)
        // then: between the title bar and the status line
        #expect(posts.frames.last == Rect(row: 1, column: 0, rows: 22, columns: 60))
    }

    @Test func testThatThePostsAreOfferedEachKeyFirst() {
        // given
        let posts = ModuleViewStub()
        posts.takesKeys = true
        view.embedModule(posts)
        // when
        view.handle(.character("f"))
        // then
        #expect(posts.keys == [.character("f")] && output.followEvents == 0)
    }
}
