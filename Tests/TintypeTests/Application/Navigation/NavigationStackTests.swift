import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct NavigationStackTests {
    let frame = Rect(row: 1, column: 0, rows: 9, columns: 40)
    let stack: NavigationStack

    init() {
        stack = NavigationStack(screen: MemoryScreen(size: TerminalSize(rows: 10, columns: 40)), frame: frame)
    }

    @Test func testThatPushedModuleIsAttachedInTheStacksFrame() {
        // given
        let view = ModuleViewStub()
        // when
        stack.push(view)
        // then
        #expect(view.isAttached && view.frames == [frame])
    }

    @Test func testThatKeysGoToTheTopModule() {
        // given
        let bottom = ModuleViewStub()
        let top = ModuleViewStub()
        stack.push(bottom)
        stack.push(top)
        // when
        stack.handle(.character("j"))
        // then
        #expect(top.keys == [.character("j")] && bottom.keys.isEmpty)
    }

    @Test func testThatAClickReachesTheTopModuleAsTheKeysItStandsFor() {
        // given
        let top = ModuleViewStub()
        top.keysForClick = [.down, .down]
        stack.push(top)
        // when
        stack.handle(.mouse(MouseEvent(action: .press(button: 0), row: 5, column: 3)))
        // then
        #expect(top.keys == [.down, .down])
    }

    @Test func testThatClosingTheFirstModuleAsksTheContainer() {
        // given
        var closeRequests = 0
        stack.onCloseRoot = { closeRequests += 1 }
        let view = ModuleViewStub()
        stack.push(view)
        // when
        stack.pop()
        // then
        #expect(closeRequests == 1 && view.isAttached)
    }

    @Test func testThatPoppingFreesTheTopModule() {
        // given
        let top = ModuleViewStub()
        stack.push(ModuleViewStub())
        stack.push(top)
        // when
        stack.pop()
        // then
        #expect(!top.isAttached && stack.depth == 1)
    }

    @Test func testThatPoppingShowsTheModuleBelow() {
        // given
        let bottom = ModuleViewStub()
        stack.push(bottom)
        stack.push(ModuleViewStub())
        // when
        stack.pop()
        // then
        #expect(bottom.hiddenStates == [true, false])
    }

    @Test func testThatHidingTheStackHidesOnlyItsTopModule() {
        // given
        let bottom = ModuleViewStub()
        let top = ModuleViewStub()
        stack.push(bottom)
        stack.push(top)
        // when
        stack.setHidden(true)
        // then
        #expect(top.hiddenStates == [true] && bottom.hiddenStates == [true])
    }

    @Test func testThatAHiddenStackDoesNotDraw() {
        // given
        let view = ModuleViewStub()
        stack.push(view)
        stack.setHidden(true)
        // when
        stack.drawIfNeeded()
        // then
        #expect(view.drawRequests == 0)
    }

    @Test func testThatAModulePushedOnAHiddenStackStaysHidden() {
        // given
        stack.setHidden(true)
        let view = ModuleViewStub()
        // when
        stack.push(view)
        // then
        #expect(view.hiddenStates == [true])
    }

    @Test func testThatTheStackCapturesTextWhileItsTopModuleDoes() {
        // given
        let view = ModuleViewStub()
        view.isCapturingText = true
        // when
        stack.push(view)
        // then
        #expect(stack.isCapturingText)
    }

    @Test func testThatLayoutMovesEveryModule() {
        // given
        let bottom = ModuleViewStub()
        stack.push(bottom)
        stack.push(ModuleViewStub())
        let moved = Rect(row: 1, column: 0, rows: 20, columns: 80)
        // when
        stack.layout(in: moved)
        // then
        #expect(bottom.frames.last == moved)
    }
}
