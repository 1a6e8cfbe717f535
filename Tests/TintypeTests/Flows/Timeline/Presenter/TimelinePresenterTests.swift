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
        presenter.didObtainChosenTimeline(nil)
        // then
        #expect(router.embeddedSources == [.timeline(.local)] && view.shownTitles.last == Strings.timelineLocal)
    }

    @Test func testThatNoTimelineIsNamedUntilTheOneChosenLastIsKnown() {
        // when: my list was chosen last time, and the disk has not said so yet
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.shownTitles.last == Strings.timelinesOpening)
    }

    @Test func testThatOpeningAsksForMyLists() {
        // when
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainChosenTimeline(nil)
        // then
        #expect(interactor.listTitleRequests == 1)
    }

    @Test func testThatTheNextTimelineIsListed() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainChosenTimeline(nil)
        // when
        presenter.didTriggerSwitchEvent(by: 1)
        // then
        #expect(router.postList.postListSources.last == .timeline(.federated))
    }

    @Test func testThatMyListsComeAfterTheServersTimelines() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainChosenTimeline(nil)
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
        presenter.didObtainChosenTimeline(nil)
        presenter.didObtainListTitles(["Lab", "Poets"])
        // when
        presenter.didTriggerSwitchEvent(by: -1)
        // then
        #expect(router.postList.postListSources.last == .timeline(.list(title: "Poets")))
    }

    @Test func testThatListsComingLaterKeepTheTimelineShown() {
        // given: federated shown before my lists came
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainChosenTimeline(nil)
        presenter.didTriggerSwitchEvent(by: 1)
        // when
        presenter.didObtainListTitles(["Lab"])
        // then
        #expect(presenter.state.source == .federated)
    }

    @Test func testThatTheTimelineChosenLastTimeIsShown() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainChosenTimeline(.list(title: "Lab"))
        // then
        #expect(router.embeddedSources == [.timeline(.list(title: "Lab"))])
    }

    @Test func testThatTheTimelineChosenIsKeptForTheNextTime() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainChosenTimeline(nil)
        // when
        presenter.didTriggerSwitchEvent(by: 1)
        // then
        #expect(interactor.savedChoices == [.federated])
    }

    @Test func testThatTheListChosenLastTimeIsFoundAmongMyListsWhenTheyCome() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainChosenTimeline(.list(title: "Poets"))
        // when
        presenter.didObtainListTitles(["Lab", "Poets"])
        presenter.didTriggerSwitchEvent(by: 1)
        // then: going round from the last, back to local
        #expect(presenter.state.source == .local)
    }

    @Test func testThatMyListsAreAskedAgainWhenBackFromThem() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didTriggerListsEvent()
        // when
        presenter.didTriggerViewWillAppearEvent()
        // then
        #expect(interactor.listTitleRequests == 2)
    }

    @Test func testThatBackFromAPostAsksNothingAgain() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerViewWillAppearEvent()
        // then
        #expect(interactor.listTitleRequests == 1)
    }
}
