import Foundation
import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct FeedPresenterTests {
    let view = FeedViewInputSpy()
    let interactor = FeedInteractorInputSpy()
    let router = FeedRouterInputSpy()
    let clock = TestClock(Date(timeIntervalSince1970: 1_000_000))
    let presenter: FeedPresenter
    let readPositionInteractor = ReadPositionInteractorInputSpy()
    let readPosition: HomeReadPosition
    /// The embedded list, as the router built it.
    var postList: ModuleInputSpy { router.postList }

    init() {
        readPosition = HomeReadPosition(interactor: readPositionInteractor)
        presenter = FeedPresenter(
            interactor: interactor, router: router, context: ModuleContext(instanceName: "pixelfed.example", now: { [clock] in clock.now }),
            readPosition: readPosition)
        presenter.view = view
    }

    /// Home on screen, its list's newest page come with `count` posts.
    private func showNewest(rowIds: [String] = ["2", "1"], newOnTop: Int = 0) {
        presenter.didShowNewestRows(rowIds, newOnTop: newOnTop)
        presenter.didLoadNewestPosts(count: rowIds.count)
    }

    // MARK: - The first screen

    private func presenter(gate: FirstScreenGate) -> FeedPresenter {
        let presenter = FeedPresenter(
            interactor: interactor, router: router, context: ModuleContext(instanceName: "demo", firstScreen: gate),
            readPosition: readPosition)
        presenter.view = view
        return presenter
    }

    @Test func testThatTheStreamWaitsForTheFirstPage() {
        // given
        let presenter = presenter(gate: FirstScreenGate(patience: .seconds(60)))
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(router.embeddedSources == [.home] && interactor.observeRequests == 0)
    }

    @Test func testThatTheFirstPageOpensTheGate() {
        // given
        let gate = FirstScreenGate(patience: .seconds(60))
        let presenter = presenter(gate: gate)
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didLoadNewestPosts(count: 1)
        // then
        #expect(gate.isOpen && interactor.observeRequests == 1)
    }

    @Test func testThatAFailedFirstPageOpensTheGateToo() {
        // given
        let gate = FirstScreenGate(patience: .seconds(60))
        let presenter = presenter(gate: gate)
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didFailToLoadNewestPosts()
        // then
        #expect(gate.isOpen)
    }

    // MARK: - FeedViewOutput

    @Test func testThatTheViewIsSetUpWithHomesTitle() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.didSetupInitialState && view.shownTitle?.title == Strings.homeTitle)
    }

    @Test func testThatHomesPostsAreEmbedded() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(router.embeddedSources == [.home])
    }

    @Test func testThatTheStatusLineSaysTheFeedIsLoading() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.shownStatuses.last?.text == Strings.loadingFeed)
    }

    @Test func testThatRFetchesTheNewestPage() {
        // given
        presenter.didTriggerViewReadyEvent()
        showNewest()
        // when
        presenter.didTriggerRefreshEvent()
        // then
        #expect(postList.postListRefreshes == 1 && view.shownStatuses.last?.text == Strings.refreshing)
    }

    @Test func testThatRIsIgnoredWhileTheFirstPageComes() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerRefreshEvent()
        // then
        #expect(postList.postListRefreshes == 0)
    }

    @Test func testThatQClosesTheModule() {
        // when
        presenter.didTriggerCloseEvent()
        // then
        #expect(router.closeRequests == 1)
    }

    @Test func testThatNOpensTheComposer() {
        // when
        presenter.didTriggerComposeEvent()
        // then
        #expect(router.composeRequests == 1)
    }

    @Test func testThatTOpensTheOtherTimelines() {
        // when
        presenter.didTriggerTimelinesEvent()
        // then
        #expect(router.timelineRequests == 1)
    }

    @Test func testThatAFeedOpenedForComposingOpensTheComposer() {
        // given
        presenter.configureOpeningComposer()
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(router.composeRequests == 1)
    }

    @Test func testThatAccountsBlockedOrMutedAreHeard() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.silencedObserveRequests == 1)
    }

    // MARK: - The status line

    @Test func testThatTheStatusLineSaysHowManyPostsCame() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        showNewest(rowIds: ["3", "2", "1"])
        // then
        #expect(view.shownStatuses.last?.text == Strings.feedOnline(3, updated: "now"))
    }

    @Test func testThatTheStatusLineSaysHowManyNewPostsCameOnTop() {
        // given
        presenter.didTriggerViewReadyEvent()
        showNewest()
        // when
        showNewest(rowIds: ["4", "3", "2", "1"], newOnTop: 2)
        // then
        #expect(view.shownStatuses.last?.text.hasSuffix(Strings.newPostsOnTop(2)) == true)
    }

    @Test func testThatTheStatusLineCountsOlderPosts() {
        // given
        presenter.didTriggerViewReadyEvent()
        showNewest()
        // when
        presenter.didLoadOlderPosts(count: 42)
        // then
        #expect(view.shownStatuses.last?.text == Strings.feedOnline(42, updated: "now"))
    }

    @Test func testThatTheListsWordsGoOnTheStatusLine() {
        // given
        let status = StatusLineViewModel(text: "Your like waits for the server", tone: .warning)
        // when
        presenter.didShowPostListStatus(status)
        // then
        #expect(view.shownStatuses.last == status)
    }

    @Test func testThatALateRefusalIsWorded() {
        // when
        presenter.didRefuseChoice(.like, reason: "Gone")
        // then
        #expect(view.shownStatuses.last?.text == Strings.choiceFailed(.like, reason: "Gone") && view.shownStatuses.last?.tone == .error)
    }

    // MARK: - Ages and staleness

    @Test func testThatAgesAreBroughtUpToDateAsTimePasses() {
        // given
        presenter.didTriggerViewReadyEvent()
        showNewest()
        clock.now = clock.now.addingTimeInterval(3 * 60)
        // when
        presenter.didReachAgeTick()
        // then
        #expect(postList.agesShownFromNow == 1 && view.shownStatuses.last?.text == Strings.feedOnline(2, updated: "3 min ago"))
    }

    @Test func testThatTheAgesTickWhileTheFeedIsShown() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.ageTickObservations == 1)
    }

    @Test func testThatTheAgesStopTickingOutOfSight() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerViewDidDisappearEvent()
        // then
        #expect(interactor.ageTickStops == 1)
    }

    @Test func testThatShowingTheFeedAgainWithinAMinuteDrawsNothingAgain() {
        // given
        presenter.didTriggerViewReadyEvent()
        showNewest()
        presenter.didTriggerViewDidDisappearEvent()
        clock.now = clock.now.addingTimeInterval(20)
        // when
        presenter.didTriggerViewWillAppearEvent()
        // then
        #expect(postList.agesShownFromNow == 0 && postList.postListRefreshes == 0)
    }

    @Test func testThatShowingTheFeedAgainAfterAMinuteBringsAgesUpToDate() {
        // given
        presenter.didTriggerViewReadyEvent()
        showNewest()
        presenter.didReachAgeTick()
        presenter.didTriggerViewDidDisappearEvent()
        clock.now = clock.now.addingTimeInterval(5 * 60)
        // when
        presenter.didTriggerViewWillAppearEvent()
        // then
        #expect(postList.agesShownFromNow == 2 && postList.postListRefreshes == 1)
    }

    // MARK: - Live posts

    @Test func testThatLivePostsAreListenedFor() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.observeRequests == 1)
    }

    @Test func testThatALivePostFetchesTheFeed() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didReceiveNewPosts()
        // then
        #expect(postList.newsFetches == 1)
    }

    // MARK: - Replies and the layout

    @Test func testThatRepliesAreLeftOutUntilAskedFor() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(postList.shownReplies == [false])
    }

    @Test func testThatVShowsRepliesToo() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerRepliesToggleEvent()
        // then
        #expect(postList.shownReplies.last == true && view.shownStatuses.last?.text == Strings.showingReplies)
    }

    @Test func testThatTheChoiceOfRepliesIsSaved() {
        // when
        presenter.didTriggerRepliesToggleEvent()
        // then
        #expect(interactor.savedShowsReplies == [true])
    }

    @Test func testThatTheSavedChoiceOfRepliesIsApplied() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainShowsReplies(true)
        // then
        #expect(postList.shownReplies.last == true)
    }

    @Test func testThatTheSavedChoiceOfRepliesThatCameFirstIsTheListsFirst() {
        // given
        presenter.didObtainShowsReplies(true)
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(postList.shownReplies == [true])
    }

    @Test func testThatRepliesChosenBeforeTheRememberedChoiceCameStayShown() {
        // given: v pressed while the last run's choice was still being read
        presenter.didTriggerViewReadyEvent()
        presenter.didTriggerRepliesToggleEvent()
        // when
        presenter.didObtainShowsReplies(false)
        // then
        #expect(postList.shownReplies.last == true)
    }

    @Test func testThatZShowsEachPhotoLarge() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerLayoutToggleEvent()
        // then
        #expect(postList.shownLargePhotos.last == true && view.shownStatuses.last?.text == Strings.feedLayout(largePhotos: true))
    }

    @Test func testThatTheLayoutIsSaved() {
        // when
        presenter.didTriggerLayoutToggleEvent()
        // then
        #expect(interactor.savedShowsLargePhotos == [true])
    }

    @Test func testThatTheSavedLayoutIsApplied() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainShowsLargePhotos(true)
        // then
        #expect(postList.shownLargePhotos.last == true)
    }

    @Test func testThatALayoutChosenBeforeTheRememberedOneCameStays() {
        // given: z pressed while the last run's layout was still being read
        presenter.didTriggerViewReadyEvent()
        presenter.didTriggerLayoutToggleEvent()
        // when
        presenter.didObtainShowsLargePhotos(false)
        // then
        #expect(postList.shownLargePhotos.last == true)
    }

    // MARK: - Where I stopped reading

    @Test func testThatThePostIStoppedAtIsSelected() {
        // given
        presenter.didTriggerViewReadyEvent()
        readPosition.didObtainReadPosition("3")
        // when
        showNewest(rowIds: ["5", "4", "3", "2"])
        // then
        #expect(postList.readPositions == [2])
    }

    @Test func testThatThePostsAboveWhereIStoppedAreCountedAsNew() {
        // given
        presenter.didTriggerViewReadyEvent()
        readPosition.didObtainReadPosition("3")
        // when
        showNewest(rowIds: ["5", "4", "3", "2"])
        // then
        #expect(view.shownStatuses.last?.text.hasSuffix(Strings.newPostsOnTop(2)) == true)
    }

    @Test func testThatTheRowIReadIsKept() {
        // given
        presenter.didTriggerViewReadyEvent()
        readPosition.didObtainReadPosition("2")
        showNewest(rowIds: ["2", "1"])
        // when
        presenter.didMoveSelection(toRowWithId: "1")
        // then
        #expect(readPositionInteractor.savedPostIds == ["1"])
    }
}
