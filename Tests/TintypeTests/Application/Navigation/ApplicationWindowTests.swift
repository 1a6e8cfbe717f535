import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

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

    @Test func testThatTheWheelTurnedDownMovesAsTheDownArrow() {
        // given
        let root = ModuleViewStub()
        window.show(root)
        // when
        window.handle(.mouse(MouseEvent(action: .wheelDown, row: 4, column: 4)))
        // then
        #expect(root.keys == [.down])
    }

    @Test func testThatTheWheelLeavesABoxBeingWrittenAlone() {
        // given
        let root = ModuleViewStub()
        root.isCapturingText = true
        window.show(root)
        // when
        window.handle(.mouse(MouseEvent(action: .wheelUp, row: 4, column: 4)))
        // then
        #expect(root.keys.isEmpty)
    }

    @Test func testThatAClickGoesToTheRootModule() {
        // given
        let root = ModuleViewStub()
        window.show(root)
        let click = MouseEvent(action: .press(button: 0), row: 4, column: 4)
        // when
        window.handle(.mouse(click))
        // then
        #expect(root.keys == [.mouse(click)])
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

    @Test func testThatShowingAnotherRootHidesTheFirstWithoutTakingItAway() {
        // given
        let first = ModuleViewStub()
        window.show(first)
        // when
        window.show(ModuleViewStub())
        // then
        #expect(first.isAttached && first.hiddenStates == [true])
    }

    @Test func testThatARootShownAgainComesBackAsItWas() {
        // given
        let first = ModuleViewStub()
        window.show(first)
        window.show(ModuleViewStub())
        // when
        window.show(first)
        // then
        #expect(first.hiddenStates == [true, false] && first.frames.count == 2)
    }

    @Test func testThatKeysGoToTheRootShown() {
        // given
        let first = ModuleViewStub()
        let second = ModuleViewStub()
        window.show(first)
        window.show(second)
        // when
        window.handle(.character("j"))
        // then
        #expect(first.keys.isEmpty && second.keys == [.character("j")])
    }

    @Test func testThatARemovedRootIsTakenAway() {
        // given
        let signIn = ModuleViewStub()
        window.show(signIn)
        window.show(ModuleViewStub())
        // when
        window.remove(signIn)
        // then
        #expect(!signIn.isAttached)
    }

    @Test func testThatClosingTakesEveryRootAway() {
        // given
        let first = ModuleViewStub()
        let second = ModuleViewStub()
        window.show(first)
        window.show(second)
        // when
        window.close()
        // then
        #expect(!first.isAttached && !second.isAttached)
    }
}
