import TerminalUI
import Testing
@testable import Tintype

@MainActor
final class ModuleViewSpy: ModuleView {
    var attachCount = 0
    var detachCount = 0
    var hidden: [Bool] = []
    var keys: [KeyEvent] = []

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) { attachCount += 1 }
    func detach() { detachCount += 1 }
    func layout(in frame: Rect) {}
    func setHidden(_ hidden: Bool) { self.hidden.append(hidden) }
    func handle(_ key: KeyEvent) { keys.append(key) }
    func drawIfNeeded() {}
}

@MainActor
struct NavigationStackTests {
    let stack = NavigationStack(screen: MemoryScreen(size: TerminalSize(rows: 10, columns: 40)))

    @Test func testThatPushedModuleIsAttached() {
        // given
        let view = ModuleViewSpy()
        // when
        stack.push(view)
        // then
        #expect(view.attachCount == 1)
    }

    @Test func testThatKeysGoToTheTopModule() {
        // given
        let bottom = ModuleViewSpy()
        let top = ModuleViewSpy()
        stack.push(bottom)
        stack.push(top)
        // when
        stack.handle(.character("j"))
        // then
        #expect(top.keys == [.character("j")] && bottom.keys.isEmpty)
    }

    @Test func testThatPoppingTheLastModuleQuits() {
        // given
        var quits = 0
        stack.onQuit = { quits += 1 }
        stack.push(ModuleViewSpy())
        // when
        stack.pop()
        // then
        #expect(quits == 1)
    }

    @Test func testThatPoppingShowsTheModuleBelow() {
        // given
        let bottom = ModuleViewSpy()
        stack.push(bottom)
        stack.push(ModuleViewSpy())
        // when
        stack.pop()
        // then
        #expect(bottom.hidden == [true, false])
    }

    @Test func testThatCtrlCQuitsFromAnyModule() {
        // given
        var quits = 0
        stack.onQuit = { quits += 1 }
        stack.push(ModuleViewSpy())
        stack.push(ModuleViewSpy())
        // when
        stack.handle(.control("c"))
        // then
        #expect(quits == 1)
    }
}
