import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct AccountListPresenterTests {
    let view = AccountListViewInputSpy()
    let interactor = AccountListInteractorInputSpy()
    let router = AccountListRouterInputSpy()
    let presenter: AccountListPresenter

    init() {
        presenter = AccountListPresenter(
            interactor: interactor, router: router, cellObjectFactory: AccountCellObjectFactory(),
            context: .test())
        presenter.view = view
        presenter.configure(withSource: .following(accountId: "a", handle: "ada"))
    }

    @Test func testThatTheTitleNamesTheListAndTheAccount() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.shownTitles == ["Followed by @ada"])
    }

    @Test func testThatViewReadyAsksForTheFirstPage() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(
            interactor.requests.map(\.source) == [.following(accountId: "a", handle: "ada")] && interactor.requests.first?.more == false)
    }

    @Test func testThatAccountsAreShownAsRows() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainAccounts([.fixture(id: "g"), .fixture(id: "k", handle: "katherine")], hasMore: false, areMore: false)
        // then
        #expect(view.shownCellObjects.last?.map(\.handle) == ["@grace@demo", "@katherine@demo"])
    }

    @Test func testThatReachingTheEndAsksForTheNextPage() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainAccounts([.fixture(id: "g")], hasMore: true, areMore: false)
        // when
        presenter.didReachEndOfList()
        // then
        #expect(interactor.requests.last?.more == true)
    }

    @Test func testThatTheLastPageAsksForNothingMore() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainAccounts([.fixture(id: "g")], hasMore: false, areMore: false)
        // when
        presenter.didReachEndOfList()
        // then
        #expect(interactor.requests.count == 1 && view.shownFooters.last == "— the end of the list —")
    }

    @Test func testThatTheLastPageEndsTheList() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainAccounts([.fixture(id: "g")], hasMore: true, areMore: false)
        // when
        presenter.didObtainAccounts([.fixture(id: "g"), .fixture(id: "k")], hasMore: false, areMore: true)
        // then
        #expect(view.shownCellObjects.last?.map(\.id) == ["g", "k"] && view.shownFooters.last == "— the end of the list —")
    }

    @Test func testThatAnEmptyListSaysSo() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainAccounts([], hasMore: false, areMore: false)
        // then
        #expect(view.shownFooters.last == "No one here yet.")
    }

    @Test func testThatAFailureSaysWhy() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didFailToObtainAccounts(.unreachable)
        // then
        #expect(view.shownStatuses.last?.text == "the list did not load: cannot reach demo · r tries again")
    }

    @Test func testThatSelectingAnAccountOpensItsProfile() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainAccounts([.fixture(id: "g"), .fixture(id: "k")], hasMore: false, areMore: false)
        // when
        presenter.didSelectAccount(at: 1)
        // then
        #expect(router.openedProfileIds == ["k"])
    }

    @Test func testThatBackClosesTheList() {
        // given
        // when
        presenter.didTriggerBackEvent()
        // then
        #expect(router.closeRequests == 1)
    }
}
