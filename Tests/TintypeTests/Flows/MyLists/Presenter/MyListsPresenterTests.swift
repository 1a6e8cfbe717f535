import Foundation
import Localisation
import Testing

@testable import Tintype

@MainActor
struct MyListsPresenterTests {
    let view = MyListsViewInputSpy()
    let interactor = MyListsInteractorInputSpy()
    let router = MyListsRouterInputSpy()
    let presenter: MyListsPresenter
    let lab = MyList(id: "1", title: "Lab", holdsAccount: false)
    let poets = MyList(id: "2", title: "Poets", holdsAccount: true)

    init() {
        presenter = MyListsPresenter(interactor: interactor, router: router, context: .test())
        presenter.view = view
    }

    /// Opened for Grace, with Lab (she is not in it) and Poets (she is).
    private func openForGrace() {
        presenter.configure(forAccountId: "g", handle: "@grace")
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainLists([lab, poets])
    }

    @Test func testThatOpeningForAnAccountAsksWhichListsHoldIt() {
        // given
        presenter.configure(forAccountId: "g", handle: "@grace")
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.listRequests == ["g"] && view.titles.last == Strings.myListsTitleFor("@grace"))
    }

    @Test func testThatTheListsHoldingTheAccountAreMarked() {
        // when
        openForGrace()
        // then
        #expect(view.rows.last?.map(\.mark) == [" ", "✓"])
    }

    @Test func testThatEnterPutsTheAccountInAListAtOnce() {
        // given
        openForGrace()
        // when
        presenter.didTriggerToggleEvent(at: 0)
        // then
        #expect(view.rows.last?.first?.mark == "✓" && interactor.membershipChanges == ["g in 1"])
    }

    @Test func testThatEnterTakesTheAccountOutOfAListItIsIn() {
        // given
        openForGrace()
        // when
        presenter.didTriggerToggleEvent(at: 1)
        // then
        #expect(interactor.membershipChanges == ["g out of 2"])
    }

    @Test func testThatARefusedChangePutsTheMarkBack() {
        // given
        openForGrace()
        presenter.didTriggerToggleEvent(at: 0)
        // when
        presenter.didFailToChangeMembership(inListWithId: "1", problem: .forbidden("not followed"))
        // then
        #expect(view.rows.last?.first?.mark == " " && view.statuses.last?.tone == .error)
    }

    @Test func testThatListsOpenedForNoAccountHaveNothingToToggle() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainLists([MyList(id: "1", title: "Lab")])
        // when
        presenter.didTriggerToggleEvent(at: 0)
        // then
        #expect(interactor.membershipChanges.isEmpty)
    }

    @Test func testThatANewListIsMadeWithTheNameTyped() {
        // given
        openForGrace()
        presenter.didTriggerNewListEvent()
        // when
        presenter.didTriggerSendNameEvent("  Friends  ")
        // then
        #expect(interactor.madeTitles == ["Friends"] && view.composerHidings == 1)
    }

    @Test func testThatAnEmptyNameKeepsTheBoxOpen() {
        // given
        openForGrace()
        presenter.didTriggerNewListEvent()
        // when
        presenter.didTriggerSendNameEvent("   ")
        // then
        #expect(interactor.madeTitles.isEmpty && view.composerHidings == 0 && view.statuses.last?.text == Strings.myListsNameMissing)
    }

    @Test func testThatRenamingStartsFromTheListsName() {
        // given
        openForGrace()
        // when
        presenter.didTriggerRenameEvent(at: 1)
        // then
        #expect(view.composers.last?.text == "Poets")
    }

    @Test func testThatTheNewNameGoesToTheListRenamed() {
        // given
        openForGrace()
        presenter.didTriggerRenameEvent(at: 1)
        // when
        presenter.didTriggerSendNameEvent("Poetry")
        // then
        #expect(interactor.renames == ["2→Poetry"])
    }

    @Test func testThatAListMadeForAnAccountIsShownWithoutIt() {
        // given
        openForGrace()
        // when
        presenter.didMakeList(MyList(id: "3", title: "Friends"))
        // then
        #expect(view.rows.last?.last == MyListCellObject(id: "3", mark: " ", title: "Friends"))
    }

    @Test func testThatOneDAsksBeforeTakingAListDown() {
        // given
        openForGrace()
        // when
        presenter.didTriggerDeleteEvent(at: 0)
        // then
        #expect(interactor.deletedIds.isEmpty && view.statuses.last?.text == Strings.myListsDeleteAsk("Lab"))
    }

    @Test func testThatASecondDTakesTheListDown() {
        // given
        openForGrace()
        presenter.didTriggerDeleteEvent(at: 0)
        // when
        presenter.didTriggerDeleteEvent(at: 0)
        // then
        #expect(interactor.deletedIds == ["1"])
    }

    @Test func testThatAListTakenDownLeavesTheRows() {
        // given
        openForGrace()
        // when
        presenter.didDeleteList(withId: "1")
        // then
        #expect(view.rows.last?.map(\.title) == ["Poets"])
    }

    @Test func testThatNoListsSaysHowToMakeOne() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainLists([])
        // then
        #expect(view.footers.last == Strings.myListsNone)
    }
}
