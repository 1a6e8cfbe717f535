import TerminalUI
import Testing

@testable import Tintype

@MainActor
struct ApplicationWindowTests {
    let window = ApplicationWindow(screen: MemoryScreen(size: TerminalSize(rows: 10, columns: 40)))

    @Test func testThatTheRootModuleTakesTheWholeScreen() {
        // given
        let root = ModuleViewStub()
        // when
        window.show(root)
        // then
        #expect(root.frames == [Rect(row: 0, column: 0, rows: 10, columns: 40)])
    }

    @Test func testThatCtrlCQuitsWithoutReachingTheRootModule() {
        // given
        var quits = 0
        window.onQuit = { quits += 1 }
        let root = ModuleViewStub()
        window.show(root)
        // when
        window.handle(.control("c"))
        // then
        #expect(quits == 1 && root.keys.isEmpty)
    }

    @Test func testThatTheRootModuleClosingQuits() {
        // given
        var quits = 0
        window.onQuit = { quits += 1 }
        window.show(ModuleViewStub())
        // when
        window.pop()
        // then
        #expect(quits == 1)
    }

    @Test func testThatOtherKeysGoToTheRootModule() {
        // given
        let root = ModuleViewStub()
        window.show(root)
        // when
        window.handle(.tab)
        // then
        #expect(root.keys == [.tab])
    }
}
