import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct RootViewTests {
    let output = RootViewOutputSpy()
    let screen = MemoryScreen(size: TerminalSize(rows: 10, columns: 80))
    let view = RootView()
    let home = ModuleViewStub()
    let profile = ModuleViewStub()

    init() {
        view.output = output
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 10, columns: 80), navigator: NavigatorSpy())
        view.setupInitialState(tabCount: RootTab.allCases.count)
        view.embedModule(home, inTab: .home)
        view.embedModule(profile, inTab: .profile)
        view.showTab(at: 0)
    }

    @Test func testThatAttachingTriggersTheViewReadyEvent() {
        // given
        // when
        // then
        #expect(output.readyEvents == 1)
    }

    @Test func testThatTabsAreLaidOutUnderTheTabBar() {
        // given
        // when
        // then
        #expect(home.frames.first == Rect(row: 1, column: 0, rows: 9, columns: 80))
    }

    @Test func testThatTabIsATabAction() {
        // given
        // when
        view.handle(.tab)
        // then
        #expect(output.tabActions == [.next] && home.keys.isEmpty)
    }

    @Test func testThatADigitIsATabAction() {
        // given
        // when
        view.handle(.character("2"))
        // then
        #expect(output.tabActions == [.position(2)])
    }

    @Test func testThatOtherKeysGoToTheTabInFront() {
        // given
        // when
        view.handle(.character("j"))
        // then
        #expect(home.keys == [.character("j")] && profile.keys.isEmpty)
    }

    @Test func testThatWhileTextIsTakenADigitAndTabAreText() {
        // given
        home.isCapturingText = true
        // when
        view.handle(.character("2"))
        view.handle(.tab)
        // then
        #expect(home.keys == [.character("2"), .tab] && output.tabActions.isEmpty)
    }

    @Test func testThatShowingAnotherTabHidesTheOneInFront() {
        // given
        // when
        view.showTab(at: RootTab.profile.rawValue)
        // then
        #expect(home.hiddenStates.last == true && profile.isAttached)
    }

    @Test func testThatATabNotShownYetHasNotStarted() {
        // given
        // when
        // then
        #expect(home.isAttached && !profile.isAttached)
    }

    @Test func testThatATabShownAgainIsShownNotStartedAgain() {
        // given
        view.showTab(at: RootTab.profile.rawValue)
        view.showTab(at: 0)
        // when
        view.showTab(at: RootTab.profile.rawValue)
        // then
        #expect(profile.frames.count == 1 && profile.hiddenStates == [true, false])
    }

    @Test func testThatATabComesBackWithTheSameModule() {
        // given
        view.showTab(at: RootTab.profile.rawValue)
        // when
        view.showTab(at: 0)
        view.handle(.character("k"))
        // then
        #expect(home.keys == [.character("k")] && home.isAttached)
    }

    @Test func testThatOnlyTheTabInFrontDraws() {
        // given
        // when
        view.drawIfNeeded()
        // then
        #expect(home.drawRequests == 1 && profile.drawRequests == 0)
    }

    @Test func testThatClosingTheFirstModuleOfATabIsACloseEvent() {
        // given
        // when
        view.stacks[0].pop()
        // then
        #expect(output.closeEvents == 1)
    }

    @Test func testThatOpeningAModulePutsItOnTheTabInFront() {
        // given
        let opened = ModuleViewStub()
        // when
        view.openModule(opened)
        // then
        #expect(view.stacks[0].topView === opened && home.hiddenStates.last == true)
    }

    @Test func testThatTheTabBarIsDrawnOnTheTopRow() {
        // given
        view.showTabBar(
            TabBarViewModel(
                tabs: [.init(title: "Home", count: 0), .init(title: "Profile", count: 0)], activeIndex: 0,
                trailing: "@ada@demo"))
        // when
        view.drawIfNeeded()
        // then
        #expect(
            screen.renderedText().split(separator: "\n", omittingEmptySubsequences: false).first
                == " 1 Home   2 Profile                                                   @ada@demo")
    }
}
