import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct RootPresenterTests {
    let view = RootViewInputSpy()
    let interactor = RootInteractorInputSpy()
    let router = RootRouterInputSpy()
    let presenter: RootPresenter

    init() {
        presenter = RootPresenter(interactor: interactor, router: router, context: .test())
        presenter.view = view
    }

    @Test func testThatViewReadyMakesAStackPerTab() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.tabCount == RootTab.allCases.count)
    }

    @Test func testThatViewReadyEmbedsTheTabs() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(router.embedRequests == 1)
    }

    @Test func testThatHomeIsInFrontAtFirst() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.shownTabs == [0] && view.tabBars.last?.activeIndex == 0)
    }

    @Test func testThatAConfiguredTabIsInFrontAtFirst() {
        // given
        presenter.configure(withInitialTab: .profile)
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.shownTabs == [RootTab.profile.rawValue])
    }

    @Test func testThatTabGoesToTheNextTab() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerTabAction(.next)
        // then
        #expect(view.shownTabs.last == 1 && view.tabBars.last?.activeIndex == 1)
    }

    @Test func testThatTabFromTheLastTabWrapsToTheFirst() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didTriggerTabAction(.position(RootTab.allCases.count))
        // when
        presenter.didTriggerTabAction(.next)
        // then
        #expect(view.shownTabs.last == 0)
    }

    @Test func testThatShiftTabFromTheFirstTabWrapsToTheLast() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerTabAction(.previous)
        // then
        #expect(view.shownTabs.last == RootTab.allCases.count - 1)
    }

    @Test func testThatADigitJumpsToThatTab() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerTabAction(.position(2))
        // then
        #expect(view.shownTabs.last == 1)
    }

    @Test func testThatADigitPastTheTabsDoesNothing() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerTabAction(.position(9))
        // then
        #expect(view.shownTabs == [0])
    }

    @Test func testThatTheTabsAreNamedInOrder() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.tabBars.last?.tabs.map(\.title) == ["Home", "Explore", "Activity", "Messages", "Profile"])
    }

    @Test func testThatABadgeCountShowsBesideItsTab() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didChangeBadgeCount(3, ofTab: .likes)
        // then
        #expect(view.tabBars.last?.tabs.map(\.count) == [0, 0, 3, 0, 0])
    }

    @Test func testThatTheTerminalsTitleNamesTheTabInFront() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerTabAction(.position(2))
        // then
        #expect(view.terminalTitles.last == "Tintype · Explore")
    }

    @Test func testThatTheTerminalsTitleCountsWhatCameUnseen() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didChangeBadgeCount(2, ofTab: .likes)
        // when
        presenter.didChangeBadgeCount(1, ofTab: .messages)
        // then
        #expect(view.terminalTitles.last == "Tintype · Home · 3 new")
    }

    @Test func testThatTheSignedInAccountIsShownInTheBar() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainCurrentAccount(Author(id: "a", displayName: "Ada", handle: "ada"))
        // then
        #expect(view.tabBars.last?.trailing == "@ada@demo")
    }

    @Test func testThatClosingATabsFirstModuleClosesTheApp() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerCloseEvent()
        // then
        #expect(router.closeRequests == 1)
    }

    @Test func testThatANoticeIsShownInTheTabBarsCorner() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.configure(withNotice: .picturesLimitedByTmux)
        // then
        #expect(view.tabBars.last?.trailing == Strings.text(of: .picturesLimitedByTmux))
    }

    @Test func testThatTheNoticeOfPicturesHeldBackNamesTheTmuxSettingThatLetsThemThrough() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.configure(withNotice: .picturesHeldBackByTmux)
        // then
        #expect(view.tabBars.last?.trailing.contains("allow-passthrough") == true)
    }

    @Test func testThatTheNextKeyPutsTheAccountBackInPlaceOfTheNotice() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.configure(withNotice: .picturesLimitedByTmux)
        // when
        presenter.didReceiveKey()
        // then
        #expect(view.tabBars.last?.trailing != Strings.text(of: .picturesLimitedByTmux))
    }

    @Test func testThatASwitchOfAccountOpensTheSwitcher() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerTabAction(.switchAccount)
        // then
        #expect(router.switcherOutputs.count == 1)
    }

    @Test func testThatAnAccountChosenInTheSwitcherIsHandedOn() {
        // given
        let output = RootModuleOutputSpy()
        presenter.setModuleOutput(output)
        // when
        presenter.didChooseAccount(named: "alan@mastodon.example")
        // then
        #expect(output.chosen == ["alan@mastodon.example"])
    }

    @Test func testThatSigningInToAnotherAccountIsHandedOn() {
        // given
        let output = RootModuleOutputSpy()
        presenter.setModuleOutput(output)
        // when
        presenter.didAskToSignIn()
        // then
        #expect(output.signInRequests == 1)
    }

    @Test func testThatAStartOnTheComposerIsPassedToTheTabs() {
        // given
        presenter.configureOpeningComposer()
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(router.composerOpenings == [true])
    }

    @Test func testThatTheTabInFrontAsTheAppOpensIsTold() {
        // given
        let output = RootModuleOutputSpy()
        presenter.setModuleOutput(output)
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(output.shownTabs == [.home])
    }

    @Test func testThatATabChosenIsTold() {
        // given
        let output = RootModuleOutputSpy()
        presenter.setModuleOutput(output)
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerTabAction(.position(4))
        // then
        #expect(output.shownTabs.last == .messages)
    }
}
