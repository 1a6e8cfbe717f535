import Foundation
import Localisation
import Testing

@testable import Tintype

@MainActor
struct ScheduledPostsPresenterTests {
    let view = ScheduledPostsViewInputSpy()
    let interactor = ScheduledPostsInteractorInputSpy()
    let router = ScheduledPostsRouterInputSpy()
    let presenter: ScheduledPostsPresenter
    let tea = ScheduledPost(id: "s1", publishesAt: Date(timeIntervalSince1970: 1_007_200), text: "Tea at four")
    let poll = ScheduledPost(id: "s2", publishesAt: Date(timeIntervalSince1970: 1_010_800), text: "Tea?", pollOptions: ["yes", "no"])

    init() {
        presenter = ScheduledPostsPresenter(
            interactor: interactor, router: router, cellObjectFactory: ScheduledPostCellObjectFactory(), context: .test())
        presenter.view = view
    }

    /// The list opened, Tea at four and a poll in it.
    private func open() {
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainScheduledPosts([tea, poll])
    }

    @Test func testThatOpeningAsksForTheList() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.listRequests == 1)
    }

    @Test func testThatOneDAsksBeforeCancelling() {
        // given
        open()
        // when
        presenter.didTriggerCancelEvent(at: 0)
        // then
        #expect(interactor.cancelledIds.isEmpty && view.statuses.last?.text == Strings.scheduledCancelAsk)
    }

    @Test func testThatASecondDOnTheSamePostCancelsIt() {
        // given
        open()
        presenter.didTriggerCancelEvent(at: 0)
        // when
        presenter.didTriggerCancelEvent(at: 0)
        // then
        #expect(interactor.cancelledIds == ["s1"])
    }

    @Test func testThatADOnAnotherPostAsksAgain() {
        // given
        open()
        presenter.didTriggerCancelEvent(at: 0)
        // when
        presenter.didTriggerCancelEvent(at: 1)
        // then
        #expect(interactor.cancelledIds.isEmpty)
    }

    @Test func testThatACancelledPostLeavesTheList() {
        // given
        open()
        // when
        presenter.didCancelScheduledPost(id: "s1")
        // then
        #expect(view.cellObjects.last?.map(\.id) == ["s2"])
    }

    @Test func testThatEditTakesThePostBackToTheComposer() {
        // given
        open()
        // when
        presenter.didTriggerEditEvent(at: 0)
        presenter.didRedraftScheduledPost(id: "s1")
        // then
        #expect(interactor.redraftedIds == ["s1"] && router.composeRequests == 1)
    }

    @Test func testThatAPollStaysAsItIsRatherThanComeBackWithoutIt() {
        // given
        open()
        // when
        presenter.didTriggerEditEvent(at: 1)
        // then
        #expect(interactor.redraftedIds.isEmpty && view.statuses.last?.text == Strings.scheduledNotInComposer)
    }

    @Test func testThatNothingScheduledIsSaidUnderTheList() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainScheduledPosts([])
        // then
        #expect(view.footers.last == Strings.scheduledNone)
    }

    @Test func testThatMAsksForAnotherTime() {
        // given
        open()
        // when
        presenter.didTriggerMoveEvent(at: 0)
        // then
        #expect(view.composers.count == 1 && interactor.moves.isEmpty)
    }

    @Test func testThatATimeTypedMovesThePostThere() {
        // given: now is 1,000,000 in the test context
        open()
        presenter.didTriggerMoveEvent(at: 0)
        // when
        presenter.didTriggerSendTimeEvent("3h")
        // then
        #expect(interactor.moves.map(\.id) == ["s1"] && interactor.moves.first?.date == Date(timeIntervalSince1970: 1_010_800))
    }

    @Test func testThatATimeThatCannotBeReadKeepsTheBoxOpen() {
        // given
        open()
        presenter.didTriggerMoveEvent(at: 0)
        // when
        presenter.didTriggerSendTimeEvent("next blue moon")
        // then
        #expect(interactor.moves.isEmpty && view.composerHidings == 0 && view.statuses.last?.tone == .error)
    }

    @Test func testThatAMovedPostTakesItsPlaceByItsNewTime() {
        // given: Tea at four, then the poll
        open()
        // when: tea goes after the poll
        presenter.didMoveScheduledPost(ScheduledPost(id: "s1", publishesAt: Date(timeIntervalSince1970: 1_020_000), text: "Tea at four"))
        // then
        #expect(view.cellObjects.last?.map(\.id) == ["s2", "s1"])
    }
}
