import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct TabBarRendererTests {
    let model = TabBarViewModel(
        tabs: [
            .init(title: "Home", count: 0), .init(title: "Likes", count: 3),
            .init(title: "Messages", count: 12), .init(title: "Profile", count: 0),
        ],
        activeIndex: 1, trailing: "@ada@pixelfed.social")

    private func render(columns: Int) -> MemoryCanvas {
        let canvas = MemoryCanvas(size: TerminalSize(rows: 1, columns: columns))
        TabBarRenderer.draw(model, in: canvas, row: 0)
        return canvas
    }

    @Test func testThatAt80ColumnsEveryTabIsNamedWithItsCount() {
        // given
        // when
        let text = render(columns: 80).renderedText()
        // then
        #expect(text == " 1 Home   2 Likes 3   3 Messages 12   4 Profile            @ada@pixelfed.social")
    }

    @Test func testThatAt40ColumnsTabsShortenToTheirInitials() {
        // given
        // when
        let text = render(columns: 40).renderedText()
        // then
        #expect(text == " 1 H   2 L 3   3 M 12   4 P")
    }

    @Test func testThatTheTabInFrontIsReversed() {
        // given
        // when
        let canvas = render(columns: 80)
        // then
        #expect(canvas.style(row: 0, column: 10).isReversed && !canvas.style(row: 0, column: 2).isReversed)
    }

    @Test func testThatWhoIsSignedInIsCutWhereItDoesNotQuiteFit() {
        // given
        // when
        let text = render(columns: 70).renderedText()
        // then
        #expect(text.hasSuffix(" @ada@pixelfed.soci…"))
    }

    @Test func testThatAColumnOnATabsLabelNamesTheTab() {
        // when: " 1 Home   2 Likes 3 ": column 12 is in " 2 Likes 3 "
        let tab = TabBarRenderer.tab(atColumn: 12, of: model, columns: 80)
        // then
        #expect(tab == 1)
    }

    @Test func testThatTheColumnBetweenTwoTabsNamesNone() {
        // when: " 1 Home " is 8 wide, then one blank
        let tab = TabBarRenderer.tab(atColumn: 8, of: model, columns: 80)
        // then
        #expect(tab == nil)
    }
}
