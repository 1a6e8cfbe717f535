import Localisation
import Testing

@testable import Tintype

@MainActor
struct TimelinePresenterTests {
    let view = TimelineViewInputSpy()
    let interactor = TimelineInteractorInputSpy()
    let router = TimelineRouterInputSpy()
    let presenter: TimelinePresenter

    init() {
        presenter = TimelinePresenter(interactor: interactor, router: router, context: .test())
        presenter.view = view
    }

    @Test func testThatTheLocalTimelineComesFirst() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(router.embeddedSources == [.timeline(.local)] && view.shownTitles.last == Strings.timelineLocal)
    }

    @Test func testThatOpeningAsksForMyLists() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.listTitleRequests == 1)
    }

    @Test func testThatTheNextTimelineIsListed() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerSwitchEvent(by: 1)
        // then
        #expect(router.postList.postListSources.last == .timeline(.federated))
    }

    @Test func testThatMyListsComeAfterTheServersTimelines() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainListTitles(["Lab"])
        // when
        presenter.didTriggerSwitchEvent(by: 2)
        // then
        #expect(
            router.postList.postListSources.last == .timeline(.list(title: "Lab")) && view.shownTitles.last == Strings.timelineList("Lab"))
    }

    @Test func testThatTheOneBeforeTheFirstIsTheLast() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainListTitles(["Lab", "Poets"])
        // when
        presenter.didTriggerSwitchEvent(by: -1)
        // then
        #expect(router.postList.postListSources.last == .timeline(.list(title: "Poets")))
    }

    @Test func testThatListsComingLaterKeepTheTimelineShown() {
        // given: federated shown before my lists came
        presenter.didTriggerViewReadyEvent()
        presenter.didTriggerSwitchEvent(by: 1)
        // when
        presenter.didObtainListTitles(["Lab"])
        // then
        #expect(presenter.state.source == .federated)
    }
}
