import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct RootAssemblyTests {
    @Test func testThatAssembledViewTalksToItsPresenter() {
        // given
        let module = RootAssembly(accountService: AccountServiceStub(), moduleFactory: ModuleFactorySpy(), context: .test())
            .assembleModule()
        // when
        let output = (module.view as? RootView)?.output
        // then
        #expect(output === module.input)
    }

    @Test func testThatTheAppOpensOnTheHomeFeedUnderTheTabBar() {
        // given
        let screen = MemoryScreen(size: TerminalSize(rows: 12, columns: 72))
        let window = ApplicationWindow(screen: screen)
        // when
        window.show(Modules.stubbed().makeRootModule().view)
        window.drawIfNeeded()
        // then
        #expect(
            screen.renderedText().split(separator: "\n").prefix(2) == [
                " 1 Home   2 Explore   3 Activity   4 Messages   5 Profile          demo", " Home",
            ])
    }

    @Test func testThatTabShowsTheExploreTab() {
        // given
        let screen = MemoryScreen(size: TerminalSize(rows: 12, columns: 60))
        let window = ApplicationWindow(screen: screen)
        window.show(Modules.stubbed().makeRootModule().view)
        // when
        window.handle(.tab)
        window.drawIfNeeded()
        // then
        #expect(screen.renderedText().split(separator: "\n")[1].hasPrefix(" Explore"))
    }
}
