import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct AccountSwitcherPresenterTests {
    let view = AccountSwitcherViewInputSpy()
    let interactor = AccountSwitcherInteractorInputSpy()
    let router = AccountSwitcherRouterInputSpy()
    let output = AccountSwitcherModuleOutputSpy()
    let presenter: AccountSwitcherPresenter

    private static let grace = "grace@pixelfed.example"
    private static let alan = "alan@mastodon.example"

    init() {
        var context = ModuleContext.test()
        context.accountName = Self.grace
        presenter = AccountSwitcherPresenter(interactor: interactor, router: router, context: context)
        presenter.view = view
        presenter.setModuleOutput(output)
    }

    @Test func testThatTheAccountsAreAskedForWhenTheViewIsReady() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.obtainRequests == 1)
    }

    @Test func testThatTheAccountShownNowIsMarked() {
        // given
        // when
        presenter.didObtainAccounts([Self.grace, Self.alan], defaultName: Self.alan)
        // then
        #expect(view.shownRows.last?.first == AccountSwitcherRowViewModel(title: Self.grace, note: Strings.accountShownNow))
    }

    @Test func testThatTheDefaultAccountIsMarked() {
        // given
        // when
        presenter.didObtainAccounts([Self.grace, Self.alan], defaultName: Self.alan)
        // then
        #expect(view.shownRows.last?[1] == AccountSwitcherRowViewModel(title: Self.alan, note: Strings.accountOpenedByDefault))
    }

    @Test func testThatTheLastRowSignsInToAnotherAccount() {
        // given
        // when
        presenter.didObtainAccounts([Self.grace, Self.alan], defaultName: Self.grace)
        // then
        #expect(view.shownRows.last?.last?.title == Strings.signInAnotherAccount)
    }

    @Test func testThatTheAccountShownNowIsSelectedFirst() {
        // given
        // when
        presenter.didObtainAccounts([Self.alan, Self.grace], defaultName: nil)
        // then
        #expect(view.selections.last == 1)
    }

    @Test func testThatChoosingAnotherAccountHandsItOn() {
        // given
        presenter.didObtainAccounts([Self.grace, Self.alan], defaultName: Self.grace)
        presenter.didTriggerMoveEvent(by: 1)
        // when
        presenter.didTriggerChooseEvent()
        // then
        #expect(output.chosen == [Self.alan] && router.closeRequests == 1)
    }

    @Test func testThatChoosingTheAccountShownNowOnlyCloses() {
        // given
        presenter.didObtainAccounts([Self.grace, Self.alan], defaultName: Self.grace)
        // when
        presenter.didTriggerChooseEvent()
        // then
        #expect(output.chosen.isEmpty && router.closeRequests == 1)
    }

    @Test func testThatChoosingTheLastRowAsksToSignIn() {
        // given
        presenter.didObtainAccounts([Self.grace], defaultName: Self.grace)
        presenter.didTriggerMoveEvent(by: 5)
        // when
        presenter.didTriggerChooseEvent()
        // then
        #expect(output.signInRequests == 1)
    }

    @Test func testThatMovingStopsAtTheFirstRow() {
        // given
        presenter.didObtainAccounts([Self.grace, Self.alan], defaultName: Self.grace)
        // when
        presenter.didTriggerMoveEvent(by: -3)
        // then
        #expect(view.selections.last == 0)
    }

    @Test func testThatAnUnreadableBookIsSaid() {
        // given
        // when
        presenter.didFailToObtainAccounts("the list of signed-in accounts could not be read")
        // then
        #expect(view.shownStatuses.last?.tone == .error)
    }

    @Test func testThatBackClosesTheModule() {
        // given
        // when
        presenter.didTriggerBackEvent()
        // then
        #expect(router.closeRequests == 1)
    }
}
