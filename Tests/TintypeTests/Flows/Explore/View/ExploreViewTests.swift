import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ExploreViewTests {
    let output = ExploreViewOutputSpy()
    let screen = MemoryScreen(size: TerminalSize(rows: 12, columns: 60))
    let view = ExploreView(dataDisplayManager: ListDataDisplayManager<ExploreCell>())

    init() {
        view.output = output
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 12, columns: 60), navigator: NavigatorSpy())
    }

    private let rows = [
        ExploreCellObject(id: "account:g", kind: .account, heading: "Accounts", title: "Grace Hopper", detail: "@grace@demo"),
        ExploreCellObject(id: "hashtag:moths", kind: .hashtag, heading: "Hashtags", title: "#moths", detail: "3 posts lately"),
    ]

    @Test func testThatARowMadeAgainIsDrawnInPlace() {
        // given
        view.update(with: rows)
        // when
        view.updateRows([
            ExploreCellObject(id: "hashtag:moths", kind: .hashtag, heading: "Hashtags", title: "#moths", detail: "4 posts lately")
        ])
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().contains("4 posts lately"))
    }

    @Test func testThatAttachingTriggersTheViewReadyEvent() {
        // then
        #expect(output.readyEvents == 1)
    }

    @Test func testThatQIsABackEvent() {
        // when
        view.handle(.character("q"))
        // then
        #expect(output.backEvents == 1)
    }

    @Test func testThatTheTitleIsDrawn() {
        // given
        view.showTitle("Explore", trailing: "? keys")
        // when
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().hasPrefix(" Explore"))
    }

    @Test func testThatTheEmptyFieldShowsItsHint() {
        // given
        view.showSearchHint("/ to search", whileTyping: "Enter: to the results")
        // when
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().contains("⌕ / to search"))
    }

    @Test func testThatSlashPutsTheKeysInTheField() {
        // when
        view.handle(.character("/"))
        // then
        #expect(view.isCapturingText)
    }

    @Test func testThatEachKeyTypedInTheFieldIsTold() {
        // given
        view.handle(.character("/"))
        // when
        for character in "gra" { view.handle(.character(character)) }
        // then
        #expect(output.queries == ["g", "gr", "gra"])
    }

    @Test func testThatTheQueryIsDrawnInTheField() {
        // given
        view.handle(.character("/"))
        for character in "moth" { view.handle(.character(character)) }
        // when
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().contains("⌕ moth"))
    }

    @Test func testThatJAndQAreTextInTheField() {
        // given
        view.handle(.character("/"))
        // when
        view.handle(.character("j"))
        view.handle(.character("q"))
        // then
        #expect(output.queries == ["j", "jq"] && output.backEvents == 0)
    }

    @Test func testThatEnterInTheFieldSubmitsItAndGivesTheKeysBack() {
        // given
        view.handle(.character("/"))
        view.handle(.character("g"))
        // when
        view.handle(.enter)
        // then
        #expect(output.submitted == ["g"] && !view.isCapturingText)
    }

    @Test func testThatEscapeLeavesTheFieldWithoutSubmitting() {
        // given
        view.handle(.character("/"))
        // when
        view.handle(.escape)
        // then
        #expect(output.submitted.isEmpty && !view.isCapturingText)
    }

    @Test func testThatResultsAreDrawnUnderTheField() {
        // given
        view.update(with: rows)
        // when
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().contains("Grace Hopper @grace@demo"))
    }

    @Test func testThatEnterOnAResultSelectsIt() {
        // given
        view.update(with: rows)
        view.handle(.character("j"))
        // when
        view.handle(.enter)
        // then
        #expect(output.selected == [1])
    }

    @Test func testThatQuestionMarkShowsTheKeys() {
        // given
        let tall = MemoryScreen(size: TerminalSize(rows: 30, columns: 80))
        view.attach(to: tall, frame: Rect(row: 0, column: 0, rows: 30, columns: 80), navigator: NavigatorSpy())
        // when
        view.handle(.character("?"))
        view.drawIfNeeded()
        // then
        #expect(tall.renderedText().contains("search accounts, hashtags and posts"))
    }
}
