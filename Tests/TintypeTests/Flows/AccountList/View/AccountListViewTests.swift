import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct AccountListViewTests {
    let output = AccountListViewOutputSpy()
    let screen = MemoryScreen(size: TerminalSize(rows: 8, columns: 50))
    let view = AccountListView(dataDisplayManager: ListDataDisplayManager<AccountCell>())

    init() {
        view.output = output
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 8, columns: 50), navigator: NavigatorSpy())
    }

    @Test func testThatAccountsAreDrawnWithTheirHandleAndBio() {
        // given
        view.showTitle("Followers of @ada", trailing: "Esc back")
        view.update(with: [
            AccountCellObject(
                id: "g", displayName: "Grace Hopper", handle: "@grace@demo",
                bioLine: "Compilers and moths.", badges: "bot")
        ])
        // when
        view.drawIfNeeded()
        // then
        #expect(
            screen.renderedText().split(separator: "\n", omittingEmptySubsequences: false).prefix(4) == [
                " Followers of @ada                       Esc back",
                "▌ Grace Hopper @grace@demo · bot",
                "▌ Compilers and moths.",
                "",
            ])
    }

    @Test func testThatEnterOpensTheSelectedAccount() {
        // given
        view.update(with: [
            AccountCellObject(id: "g", displayName: "G", handle: "@g", bioLine: "", badges: ""),
            AccountCellObject(id: "k", displayName: "K", handle: "@k", bioLine: "", badges: ""),
        ])
        view.handle(.down)
        // when
        view.handle(.enter)
        // then
        #expect(output.selectedIndexes == [1])
    }

    @Test func testThatQGoesBack() {
        // given
        // when
        view.handle(.character("q"))
        // then
        #expect(output.events.last == "back")
    }
}
