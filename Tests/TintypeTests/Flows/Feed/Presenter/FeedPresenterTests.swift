import Foundation
import Imaging
import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct FeedPresenterTests {
    let view = FeedViewInputSpy()
    let interactor = FeedInteractorInputSpy()
    let router = FeedRouterInputSpy()
    let now = Date(timeIntervalSince1970: 1_000_300)
    let presenter: FeedPresenter
    let readPositionInteractor = ReadPositionInteractorInputSpy()
    let readPosition: HomeReadPosition

    init() {
        let now = self.now
        readPosition = HomeReadPosition(interactor: readPositionInteractor)
        presenter = FeedPresenter(
            interactor: interactor, router: router, cellObjectFactory: PostCellObjectFactory(),
            context: ModuleContext(instanceName: "pixelfed.example", now: { now }), readPosition: readPosition)
        presenter.view = view
    }

    // MARK: - The first screen

    private func presenter(gate: FirstScreenGate) -> FeedPresenter {
        let presenter = FeedPresenter(
            interactor: interactor, router: router, cellObjectFactory: PostCellObjectFactory(),
            context: ModuleContext(instanceName: "demo", firstScreen: gate), readPosition: readPosition)
        presenter.view = view
        return presenter
    }

    @Test func testThatTheStreamWaitsForTheFirstPage() {
        // given
        let presenter = presenter(gate: FirstScreenGate(patience: .seconds(60)))
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.newestFeedRequests == 1 && interactor.observeRequests == 0)
    }

    @Test func testThatTheFirstPageOpensTheGate() {
        // given
        let gate = FirstScreenGate(patience: .seconds(60))
        let presenter = presenter(gate: gate)
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainNewestFeed(.fixture(ids: ["1"]), storageProblem: nil)
        // then
        #expect(gate.isOpen && interactor.observeRequests == 1)
    }

    @Test func testThatAFailedFirstPageOpensTheGateToo() {
        // given
        let gate = FirstScreenGate(patience: .seconds(60))
        let presenter = presenter(gate: gate)
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didFailToObtainNewestFeed(.unreachable)
        // then
        #expect(gate.isOpen)
    }

    // MARK: - FeedViewOutput

    @Test func testThatPresenterSetsUpViewOnViewReadyEvent() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.didSetupInitialState)
    }

    @Test func testThatPresenterRequestsCachedFeedOnViewReadyEvent() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.cachedFeedRequests == 1)
    }

    @Test func testThatPresenterRequestsNewestFeedOnViewReadyEvent() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.newestFeedRequests == 1)
    }

    @Test func testThatPresenterRequestsNewestFeedOnRefreshEvent() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainNewestFeed(.fixture(ids: ["1"]), storageProblem: nil)
        // when
        presenter.didTriggerRefreshEvent()
        // then
        #expect(interactor.newestFeedRequests == 2)
    }

    @Test func testThatPresenterIgnoresRefreshWhileRefreshing() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerRefreshEvent()
        // then
        #expect(interactor.newestFeedRequests == 1)
    }

    @Test func testThatPresenterRequestsOlderPostsAtEndOfList() {
        // given
        presenter.didObtainNewestFeed(.fixture(ids: ["2", "1"], hasOlderPosts: true), storageProblem: nil)
        // when
        presenter.didReachEndOfList()
        // then
        #expect(interactor.olderPostsRequests == 1)
    }

    @Test func testThatPresenterDoesNotRequestOlderPostsAfterTheEnd() {
        // given
        presenter.didObtainNewestFeed(.fixture(ids: ["2", "1"], hasOlderPosts: false), storageProblem: nil)
        // when
        presenter.didReachEndOfList()
        // then
        #expect(interactor.olderPostsRequests == 0)
    }

    @Test func testThatPresenterDoesNotRequestOlderPostsTwiceWhileLoading() {
        // given
        presenter.didObtainNewestFeed(.fixture(ids: ["2", "1"]), storageProblem: nil)
        presenter.didReachEndOfList()
        // when
        presenter.didReachEndOfList()
        // then
        #expect(interactor.olderPostsRequests == 1)
    }

    @Test func testThatPresenterOpensTheSelectedPost() {
        // given
        presenter.didObtainNewestFeed(.fixture(ids: ["3", "2"]), storageProblem: nil)
        // when
        presenter.didSelectPost(at: 1)
        // then
        #expect(router.openedPostIds == ["2"])
    }

    @Test func testThatFLikesTheSelectedPost() {
        // given
        presenter.didObtainNewestFeed(.fixture(ids: ["3", "2"]), storageProblem: nil)
        // when
        presenter.didTriggerLikeEvent(at: 1)
        // then
        #expect(interactor.choices.map { "\($0.choice) \($0.isOn) \($0.originalId)" } == ["like true 2"])
    }

    @Test func testThatFOnALikedPostTakesTheLikeBack() {
        // given
        presenter.didObtainNewestFeed(
            FeedSlice(posts: [.fixture(id: "3", isLiked: true)], hasOlderPosts: false, fetchedAt: Date()), storageProblem: nil)
        // when
        presenter.didTriggerLikeEvent(at: 0)
        // then
        #expect(interactor.choices.map(\.isOn) == [false])
    }

    @Test func testThatALikeThatWaitsSaysSo() {
        // given
        presenter.didObtainNewestFeed(.fixture(ids: ["3"]), storageProblem: nil)
        // when
        presenter.didFailToChangeChoice(.like, problem: .unreachable)
        // then
        #expect(view.shownStatuses.last?.tone == .warning)
    }

    @Test func testThatCapitalLListsWhoLikedTheSelectedPost() {
        // given
        presenter.didObtainNewestFeed(.fixture(ids: ["3", "2"]), storageProblem: nil)
        // when
        presenter.didTriggerLikersEvent(at: 0)
        // then
        #expect(router.openedAccountLists == [.likers(postId: "3")])
    }

    @Test func testThatYPutsTheSelectedPostsAddressOnTheClipboard() {
        // given
        var post = Post.fixture(id: "3")
        post.address = "https://example.social/@grace/3"
        presenter.didObtainNewestFeed(FeedSlice(posts: [post], hasOlderPosts: false, fetchedAt: Date()), storageProblem: nil)
        // when
        presenter.didTriggerCopyAddressEvent(at: 0)
        // then
        #expect(view.copied == ["https://example.social/@grace/3"])
    }

    @Test func testThatTheFeedListensForAccountsBlockedOrMuted() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.silencedObserveRequests == 1)
    }

    @Test func testThatABlockedAccountsPostsAndBoostsLeaveTheFeed() {
        // given: post 3 by account a3, post 2 boosted by it, post 1 apart
        var boosted = Post.fixture(id: "2")
        boosted.boostedBy = Author(id: "a3", displayName: "Grace Hopper", handle: "grace")
        presenter.didObtainNewestFeed(
            FeedSlice(posts: [.fixture(id: "3"), boosted, .fixture(id: "1")], hasOlderPosts: false, fetchedAt: Date()), storageProblem: nil)
        // when
        presenter.didSilenceAccount(withId: "a3")
        // then
        #expect(view.shownCellObjects.last?.map(\.postId) == ["1"])
    }

    @Test func testThatAPostTakenDownOnAnyScreenLeavesTheFeed() {
        // given
        presenter.didObtainNewestFeed(.fixture(ids: ["3", "2"]), storageProblem: nil)
        // when
        presenter.didChangePost(.removed(originalId: "3"))
        // then
        #expect(view.shownCellObjects.last?.map(\.postId) == ["2"])
    }

    @Test func testThatAPostTakenDownInItsDetailOpensNoComposer() {
        // given
        presenter.didObtainNewestFeed(.fixture(ids: ["3", "2"]), storageProblem: nil)
        presenter.didSelectPost(at: 0)
        // when
        router.postDetailOutput?.didDeletePost(writingAgain: false)
        // then
        #expect(router.composeRequests == 0 && view.shownStatuses.last?.text == Strings.postDeleted)
    }

    @Test func testThatAPostTakenDownToBeWrittenAgainOpensTheComposer() {
        // given
        presenter.didObtainNewestFeed(.fixture(ids: ["3", "2"]), storageProblem: nil)
        presenter.didSelectPost(at: 0)
        // when
        router.postDetailOutput?.didDeletePost(writingAgain: true)
        // then
        #expect(router.composeRequests == 1)
    }

    @Test func testThatALikeMadeOnAnyScreenShowsOnItsRowWithoutFetching() {
        // given
        presenter.didObtainNewestFeed(.fixture(ids: ["3", "2"]), storageProblem: nil)
        // when
        presenter.didChangePost(.changed(.fixture(id: "2", likes: 5, isLiked: true)))
        // then
        #expect(view.updatedRows.last?.map(\.likes) == ["5"] && interactor.newestFeedRequests == 0)
    }

    @Test func testThatAChangeToOnePostRemakesOnlyItsRow() {
        // given
        presenter.didObtainNewestFeed(.fixture(ids: ["3", "2"]), storageProblem: nil)
        let drawnBefore = view.shownCellObjects.count
        // when
        presenter.didChangePost(.changed(.fixture(id: "2", likes: 5, isLiked: true)))
        // then
        #expect(view.shownCellObjects.count == drawnBefore && view.updatedRows.last?.map(\.postId) == ["2"])
    }

    @Test func testThatACommentCountedOnAnyScreenCountsOnItsRow() {
        // given
        presenter.didObtainNewestFeed(.fixture(ids: ["3", "2"]), storageProblem: nil)
        var commented = Post.fixture(id: "2")
        commented.commentsCount = 4
        // when
        presenter.didChangePost(.changed(commented))
        // then
        #expect(view.updatedRows.last?.first?.comments == "4")
    }

    @Test func testThatPresenterClosesModuleOnCloseEvent() {
        // given
        // when
        presenter.didTriggerCloseEvent()
        // then
        #expect(router.closeRequests == 1)
    }

    // MARK: - FeedInteractorOutput

    @Test func testThatPresenterShowsCachedFeedAtOnce() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainCachedFeed(.fixture(ids: ["3", "2"]))
        // then
        #expect(view.shownCellObjects.last?.map(\.postId) == ["3", "2"])
    }

    @Test func testThatPresenterSaysTheCachedFeedIsBeingRefreshed() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainCachedFeed(.fixture(ids: ["3"], fetchedAt: Date(timeIntervalSince1970: 1_000_000)))
        // then
        #expect(view.shownStatuses.last?.text == "showing the feed saved 5 min ago · refreshing…")
    }

    @Test func testThatPresenterIgnoresCacheArrivingAfterTheServer() {
        // given
        presenter.didObtainNewestFeed(.fixture(ids: ["9"]), storageProblem: nil)
        // when
        presenter.didObtainCachedFeed(.fixture(ids: ["3"]))
        // then
        #expect(view.shownCellObjects.last?.map(\.postId) == ["9"])
    }

    @Test func testThatPresenterShowsTheTimelineAsTheServiceKeepsIt() {
        // given
        presenter.didObtainCachedFeed(.fixture(ids: ["3", "2", "1"]))
        // when
        presenter.didObtainNewestFeed(.fixture(ids: ["5", "4", "3", "2", "1"]), storageProblem: nil)
        // then
        #expect(view.shownCellObjects.last?.map(\.postId) == ["5", "4", "3", "2", "1"])
    }

    @Test func testThatPresenterShowsOnlineStatusWithPostCount() {
        // given
        // when
        presenter.didObtainNewestFeed(.fixture(ids: ["2", "1"], fetchedAt: now), storageProblem: nil)
        // then
        #expect(view.shownStatuses.last == StatusLineViewModel(text: "online · 2 posts · updated now"))
    }

    @Test func testThatPresenterWarnsWhenTheFeedCouldNotBeSaved() {
        // given
        // when
        presenter.didObtainNewestFeed(.fixture(ids: ["1"]), storageProblem: .storage("the disk is full"))
        // then
        #expect(view.shownStatuses.last?.tone == .warning)
    }

    @Test func testThatPresenterExplainsOfflineAndKeepsTheCachedAge() {
        // given
        presenter.didObtainCachedFeed(.fixture(ids: ["1"], fetchedAt: Date(timeIntervalSince1970: 1_000_000)))
        // when
        presenter.didFailToObtainNewestFeed(.unreachable)
        // then
        #expect(view.shownStatuses.last?.text == "offline: showing the feed cached 5 min ago · cannot reach pixelfed.example")
    }

    @Test func testThatPresenterKeepsShownPostsWhenTheServerFails() {
        // given
        presenter.didObtainCachedFeed(.fixture(ids: ["1"]))
        let updatesBefore = view.shownCellObjects.count
        // when
        presenter.didFailToObtainNewestFeed(.serverError(status: 503))
        // then
        #expect(view.shownCellObjects.count == updatesBefore)
    }

    @Test func testThatPresenterExplainsRefusedToken() {
        // given
        // when
        presenter.didFailToObtainNewestFeed(.unauthorized)
        // then
        #expect(view.shownStatuses.last?.text == "pixelfed.example refused the token (401): make a new one and pass --token")
    }

    @Test func testThatPresenterShowsTheTimelineWithItsOlderPosts() {
        // given
        presenter.didObtainNewestFeed(.fixture(ids: ["3", "2"]), storageProblem: nil)
        presenter.didReachEndOfList()
        // when
        presenter.didObtainOlderPosts(.fixture(ids: ["3", "2", "1"], hasOlderPosts: false))
        // then
        #expect(view.shownCellObjects.last?.map(\.postId) == ["3", "2", "1"])
    }

    @Test func testThatPresenterCountsOlderPostsInTheStatusLine() {
        // given
        presenter.didObtainNewestFeed(.fixture(ids: ["3", "2"], fetchedAt: now), storageProblem: nil)
        presenter.didReachEndOfList()
        // when
        presenter.didObtainOlderPosts(.fixture(ids: ["3", "2", "1"]))
        // then
        #expect(view.shownStatuses.last?.text == "online · 3 posts · updated now")
    }

    @Test func testThatPresenterShowsTheEndOfTheFeed() {
        // given
        presenter.didObtainNewestFeed(.fixture(ids: ["3"]), storageProblem: nil)
        presenter.didReachEndOfList()
        // when
        presenter.didObtainOlderPosts(.fixture(ids: ["3"], hasOlderPosts: false))
        // then
        #expect(view.shownFooters.last == Strings.endOfFeed)
    }

    @Test func testThatPresenterShowsLoadingWhileOlderPostsCome() {
        // given
        presenter.didObtainNewestFeed(.fixture(ids: ["3"]), storageProblem: nil)
        // when
        presenter.didReachEndOfList()
        // then
        #expect(view.shownFooters.last == Strings.loadingOlder)
    }

    @Test func testThatPresenterLetsOlderPostsBeAskedAgainAfterAFailure() {
        // given
        presenter.didObtainNewestFeed(.fixture(ids: ["3"]), storageProblem: nil)
        presenter.didReachEndOfList()
        presenter.didFailToObtainOlderPosts(.timedOut)
        // when
        presenter.didReachEndOfList()
        // then
        #expect(interactor.olderPostsRequests == 2)
    }

    @Test func testThatPresenterBringsAgesUpToDateAsTimePasses() {
        // given
        let clock = TestClock(Date(timeIntervalSince1970: 1_000_000))
        let ticking = FeedPresenter(
            interactor: interactor, router: router, cellObjectFactory: PostCellObjectFactory(),
            context: ModuleContext(instanceName: "demo", now: { clock.now }), readPosition: readPosition)
        ticking.view = view
        ticking.didTriggerViewReadyEvent()
        ticking.didObtainNewestFeed(.fixture(ids: ["1"]), storageProblem: nil)
        // when: three minutes pass, and the minute's tick comes
        clock.now = Date(timeIntervalSince1970: 1_000_000 + 3 * 60)
        ticking.didReachAgeTick()
        // then
        #expect(view.shownCellObjects.last?.first?.age == "3m")
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

    @Test func testThatShowingTheFeedAgainWithinAMinuteLaysNothingOut() {
        // given
        let clock = TestClock(Date(timeIntervalSince1970: 1_000_000))
        let feed = FeedPresenter(
            interactor: interactor, router: router, cellObjectFactory: PostCellObjectFactory(),
            context: ModuleContext(instanceName: "demo", now: { clock.now }), readPosition: readPosition)
        feed.view = view
        feed.didTriggerViewReadyEvent()
        feed.didObtainNewestFeed(.fixture(ids: ["1"], fetchedAt: clock.now), storageProblem: nil)
        feed.didTriggerViewDidDisappearEvent()
        let updatesBefore = view.shownCellObjects.count
        clock.now = clock.now.addingTimeInterval(20)
        // when
        feed.didTriggerViewWillAppearEvent()
        // then
        #expect(view.shownCellObjects.count == updatesBefore)
        feed.didTriggerViewDidDisappearEvent()
    }

    @Test func testThatShowingTheFeedAgainAfterAMinuteBringsAgesUpToDate() {
        // given
        let clock = TestClock(Date(timeIntervalSince1970: 1_000_000))
        let feed = FeedPresenter(
            interactor: interactor, router: router, cellObjectFactory: PostCellObjectFactory(),
            context: ModuleContext(instanceName: "demo", now: { clock.now }), readPosition: readPosition)
        feed.view = view
        feed.didTriggerViewReadyEvent()
        feed.didObtainNewestFeed(.fixture(ids: ["1"], fetchedAt: clock.now), storageProblem: nil)
        feed.didTriggerViewDidDisappearEvent()
        clock.now = clock.now.addingTimeInterval(5 * 60)
        // when
        feed.didTriggerViewWillAppearEvent()
        // then
        #expect(view.shownCellObjects.last?.first?.age == "5m" && interactor.newestFeedRequests == 2)
        feed.didTriggerViewDidDisappearEvent()
    }

    // MARK: - Live posts

    @Test func testThatPresenterListensForLivePostsOnViewReadyEvent() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.observeRequests == 1)
    }

    @Test func testThatALivePostFetchesTheFeed() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainNewestFeed(.fixture(ids: ["2", "1"]), storageProblem: nil)
        // when
        presenter.didReceiveNewPosts()
        // then
        #expect(interactor.newestFeedRequests == 2)
    }

    @Test func testThatALivePostDuringAFetchFetchesAgainAfterIt() {
        // given: the first fetch still on its way
        presenter.didTriggerViewReadyEvent()
        presenter.didReceiveNewPosts()
        // when
        presenter.didObtainNewestFeed(.fixture(ids: ["2", "1"]), storageProblem: nil)
        // then
        #expect(interactor.newestFeedRequests == 2)
    }

    @Test func testThatTheStatusLineSaysHowManyNewPostsCameOnTop() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainNewestFeed(.fixture(ids: ["2", "1"]), storageProblem: nil)
        presenter.didReceiveNewPosts()
        // when
        presenter.didObtainNewestFeed(.fixture(ids: ["4", "3", "2", "1"]), storageProblem: nil)
        // then
        #expect(view.shownStatuses.last?.text.hasSuffix("2 new posts on top (g)") == true)
    }

    // MARK: - Replies and thumbnails

    /// Three posts, the middle one a reply, the last one with a photo.
    private static func mixedFeed(hasOlderPosts: Bool = false) -> FeedSlice {
        var reply = Post.fixture(id: "2", caption: "a reply")
        reply.isReply = true
        let photo = Post.fixture(id: "3", media: [MediaItem(kind: .photo, altText: nil, url: "https://x/3.jpg")])
        return FeedSlice(
            posts: [Post.fixture(id: "1"), reply, photo], hasOlderPosts: hasOlderPosts, fetchedAt: Date(timeIntervalSince1970: 1_000_000))
    }

    @Test func testThatRepliesAreLeftOutOfTheFeed() {
        // given
        // when
        presenter.didObtainNewestFeed(Self.mixedFeed(), storageProblem: nil)
        // then
        #expect(view.shownCellObjects.last?.map(\.postId) == ["1", "3"])
    }

    @Test func testThatVShowsRepliesToo() {
        // given
        presenter.didObtainNewestFeed(Self.mixedFeed(), storageProblem: nil)
        // when
        presenter.didTriggerRepliesToggleEvent()
        // then
        #expect(view.shownCellObjects.last?.map(\.postId) == ["1", "2", "3"])
    }

    @Test func testThatTheChoiceIsSaved() {
        // given
        // when
        presenter.didTriggerRepliesToggleEvent()
        // then
        #expect(interactor.savedShowsReplies == [true])
    }

    @Test func testThatTheSavedChoiceIsApplied() {
        // given
        presenter.didObtainNewestFeed(Self.mixedFeed(), storageProblem: nil)
        // when
        presenter.didObtainShowsReplies(true)
        // then
        #expect(view.shownCellObjects.last?.count == 3)
    }

    @Test func testThatRepliesChosenBeforeTheRememberedChoiceCameStayShown() {
        // given: v pressed while the last run's choice was still being read
        presenter.didObtainNewestFeed(Self.mixedFeed(), storageProblem: nil)
        presenter.didTriggerRepliesToggleEvent()
        // when
        presenter.didObtainShowsReplies(false)
        // then
        #expect(view.shownCellObjects.last?.count == 3)
    }

    @Test func testThatEnterOpensTheShownPostNotTheHiddenReply() {
        // given
        presenter.didObtainNewestFeed(Self.mixedFeed(), storageProblem: nil)
        // when
        presenter.didSelectPost(at: 1)
        // then
        #expect(router.openedPostIds == ["3"])
    }

    @Test func testThatAScreenLeftShortByHiddenRepliesLoadsOlderPosts() {
        // given
        // when
        presenter.didObtainNewestFeed(Self.mixedFeed(hasOlderPosts: true), storageProblem: nil)
        // then
        #expect(interactor.olderPostsRequests == 1)
    }

    @Test func testThatRowsOnScreenGetTheirPhotosThumbnails() {
        // given
        presenter.didObtainNewestFeed(Self.mixedFeed(), storageProblem: nil)
        // when
        presenter.didShowPosts(at: 0..<2)
        // then
        #expect(interactor.thumbnailRequests.last?.map(\.rowId) == ["3"])
    }

    @Test func testThatARowWhosePhotoCameIsNotAskedForAgain() {
        // given
        presenter.didObtainNewestFeed(Self.mixedFeed(), storageProblem: nil)
        presenter.didObtainThumbnail(PixelImage(width: 1, height: 1, filledWith: .white), postId: "3", isFinal: true)
        // when
        presenter.didShowPosts(at: 0..<2)
        // then
        #expect(interactor.thumbnailRequests.last?.isEmpty == true)
    }

    @Test func testThatAnArrivedThumbnailIsShownInItsRow() {
        // given
        presenter.didObtainNewestFeed(Self.mixedFeed(), storageProblem: nil)
        let thumbnail = PixelImage(width: 1, height: 1, filledWith: .white)
        // when
        presenter.didObtainThumbnail(thumbnail, postId: "3", isFinal: true)
        // then
        #expect(view.shownCellObjects.last?.last?.thumbnail == thumbnail)
    }

    /// A post of text, then one whose picture is an animated GIF.
    private static func feedWithAnimation() -> FeedSlice {
        let gif = MediaItem(kind: .animation, altText: nil, url: "https://x/2.gif")
        return FeedSlice(
            posts: [.fixture(id: "1"), .fixture(id: "2", media: [gif])], hasOlderPosts: false,
            fetchedAt: Date(timeIntervalSince1970: 1_000_000))
    }

    @Test func testThatAnAnimationOnScreenPlaysWhileTheFeedIsInFront() {
        // given
        presenter.didTriggerViewWillAppearEvent()
        presenter.didObtainNewestFeed(Self.feedWithAnimation(), storageProblem: nil)
        // when
        presenter.didShowPosts(at: 0..<2)
        // then
        #expect(interactor.animationRequests.last?.map(\.rowId) == ["2"])
    }

    @Test func testThatAnimationsStopWhenTheFeedIsOutOfSight() {
        // given
        presenter.didTriggerViewWillAppearEvent()
        presenter.didObtainNewestFeed(Self.feedWithAnimation(), storageProblem: nil)
        presenter.didShowPosts(at: 0..<2)
        // when
        presenter.didTriggerViewDidDisappearEvent()
        // then
        #expect(interactor.animationStops == 1)
    }

    @Test func testThatNothingPlaysWhenThePersonWantsNothingToMove() {
        // given: `[pictures] autoplay = false`
        let presenter = FeedPresenter(
            interactor: interactor, router: router, cellObjectFactory: PostCellObjectFactory(),
            context: ModuleContext(instanceName: "pixelfed.example", playsAnimations: false), readPosition: readPosition)
        presenter.view = view
        presenter.didTriggerViewWillAppearEvent()
        presenter.didObtainNewestFeed(Self.feedWithAnimation(), storageProblem: nil)
        // when
        presenter.didShowPosts(at: 0..<2)
        // then
        #expect(interactor.animationRequests.allSatisfy { $0.isEmpty })
    }

    @Test func testThatAnAnimationThatEndedBySelfIsNotPlayedAgain() {
        // given: the GIF turned out not to move
        presenter.didTriggerViewWillAppearEvent()
        presenter.didObtainNewestFeed(Self.feedWithAnimation(), storageProblem: nil)
        presenter.didShowPosts(at: 0..<2)
        presenter.didEndAnimation(postId: "2")
        // when: the rows are shown again (a scroll)
        presenter.didShowPosts(at: 0..<2)
        // then
        #expect(interactor.animationRequests.last?.isEmpty == true)
    }

    @Test func testThatAnAnimationsFrameIsShownInItsRowAlone() {
        // given
        presenter.didObtainNewestFeed(Self.feedWithAnimation(), storageProblem: nil)
        let frame = PixelImage(width: 2, height: 2, filledWith: .white)
        // when
        presenter.didObtainAnimationFrame(frame, postId: "2")
        // then
        #expect(view.updatedRows.last?.map(\.postId) == ["2"] && view.updatedRows.last?.first?.thumbnail == frame)
    }

    @Test func testThatAnAnimationOnScreenPlaysAsALargePhotoInTheLargeLayout() {
        // given
        presenter.didTriggerViewWillAppearEvent()
        presenter.didObtainNewestFeed(Self.feedWithAnimation(), storageProblem: nil)
        presenter.didShowPosts(at: 0..<2)
        // when
        presenter.didTriggerLayoutToggleEvent()
        // then
        #expect(interactor.animationRequests.last?.map(\.rowId) == ["2"] && interactor.animationsAsLargePhotos.last == true)
    }

    @Test func testThatAnAnimationsFrameIsTheLargePhotoInTheLargeLayout() {
        // given
        presenter.didObtainNewestFeed(Self.feedWithAnimation(), storageProblem: nil)
        presenter.didTriggerLayoutToggleEvent()
        let frame = PixelImage(width: 2, height: 2, filledWith: .white)
        // when
        presenter.didObtainAnimationFrame(frame, postId: "2")
        // then
        #expect(view.updatedRows.last?.first?.largePhoto?.picture == frame)
    }

    @Test func testThatZShowsEachPhotoLarge() {
        // given
        presenter.didObtainNewestFeed(Self.mixedFeed(), storageProblem: nil)
        // when
        presenter.didTriggerLayoutToggleEvent()
        // then
        #expect(view.shownCellObjects.last?.last?.largePhoto != nil)
    }

    @Test func testThatZAgainGoesBackToCompactRows() {
        // given
        presenter.didObtainNewestFeed(Self.mixedFeed(), storageProblem: nil)
        presenter.didTriggerLayoutToggleEvent()
        // when
        presenter.didTriggerLayoutToggleEvent()
        // then
        #expect(view.shownCellObjects.last?.last?.largePhoto == nil)
    }

    @Test func testThatTheLayoutIsSaved() {
        // given
        // when
        presenter.didTriggerLayoutToggleEvent()
        // then
        #expect(interactor.savedShowsLargePhotos == [true])
    }

    @Test func testThatTheSavedLayoutIsApplied() {
        // given
        presenter.didObtainNewestFeed(Self.mixedFeed(), storageProblem: nil)
        // when
        presenter.didObtainShowsLargePhotos(true)
        // then
        #expect(view.shownCellObjects.last?.last?.largePhoto != nil)
    }

    @Test func testThatALayoutChosenBeforeTheRememberedOneCameStays() {
        // given: z pressed while the last run's layout was still being read
        presenter.didObtainNewestFeed(Self.mixedFeed(), storageProblem: nil)
        presenter.didTriggerLayoutToggleEvent()
        // when
        presenter.didObtainShowsLargePhotos(false)
        // then
        #expect(view.shownCellObjects.last?.last?.largePhoto != nil)
    }

    @Test func testThatRowsOnScreenGetTheirPhotosInFullWhenShownLarge() {
        // given
        presenter.didObtainNewestFeed(Self.mixedFeed(), storageProblem: nil)
        presenter.didObtainShowsLargePhotos(true)
        // when
        presenter.didShowPosts(at: 0..<2)
        // then
        #expect(interactor.largePhotoRequests.last?.map(\.rowId) == ["3"])
    }

    @Test func testThatCompactRowsAskForNoPhotosInFull() {
        // given
        presenter.didObtainNewestFeed(Self.mixedFeed(), storageProblem: nil)
        // when
        presenter.didShowPosts(at: 0..<2)
        // then
        #expect(interactor.largePhotoRequests.last?.isEmpty == true)
    }

    @Test func testThatAnArrivedLargePhotoIsShownInItsRow() {
        // given
        presenter.didObtainNewestFeed(Self.mixedFeed(), storageProblem: nil)
        presenter.didObtainShowsLargePhotos(true)
        presenter.didShowPosts(at: 0..<2)
        let photo = PixelImage(width: 2, height: 2, filledWith: .white)
        // when
        presenter.didObtainLargePhoto(photo, postId: "3", isFinal: true)
        // then
        #expect(view.shownCellObjects.last?.last?.largePhoto?.picture == photo)
    }

    @Test func testThatALargePhotoScrolledFarAwayIsLetGo() {
        // given: the photo post shown, its photo come, then the rows scrolled past it
        presenter.didObtainNewestFeed(Self.mixedFeed(), storageProblem: nil)
        presenter.didObtainShowsLargePhotos(true)
        presenter.didShowPosts(at: 0..<2)
        presenter.didObtainLargePhoto(PixelImage(width: 2, height: 2, filledWith: .white), postId: "3", isFinal: true)
        // when
        presenter.didShowPosts(at: 2..<2)
        // then
        #expect(presenter.state.largePhotos.pictures.isEmpty)
    }

    // MARK: - My posts on their way

    private func queued(_ id: String, delivery: Delivery = .sending) -> Post {
        var post = Post.fixture(id: id, caption: "Bread")
        post.delivery = delivery
        return post
    }

    @Test func testThatMyPostOnItsWayIsOnTopOfTheFeed() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainNewestFeed(.fixture(ids: ["1", "2"]), storageProblem: nil)
        // when
        presenter.didObtainQueuedPosts([queued("q1")])
        // then
        #expect(view.shownCellObjects.last?.map(\.postId) == ["q1", "1", "2"])
    }

    @Test func testThatMyPostOnItsWayIsMarkedSending() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainQueuedPosts([queued("q1")])
        // then
        #expect(view.shownCellObjects.last?.first?.deliveryNote == Strings.sending)
    }

    @Test func testThatMyPostOnItsWayDoesNotOpen() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainQueuedPosts([queued("q1")])
        // when
        presenter.didSelectPost(at: 0)
        // then
        #expect(router.openedPostIds.isEmpty && view.shownStatuses.last?.text == Strings.postStillSending)
    }

    @Test func testThatMyRefusedPostOpensTheComposer() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainQueuedPosts([queued("q1", delivery: .notSent("too long"))])
        // when
        presenter.didSelectPost(at: 0)
        // then
        #expect(router.composeRequests == 1)
    }

    @Test func testThatMyPostSentTakesThePlaceOfItsSendingRow() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainNewestFeed(.fixture(ids: ["1"]), storageProblem: nil)
        presenter.didObtainQueuedPosts([queued("q1")])
        // when
        presenter.didSendQueuedPost(withId: "q1", as: .fixture(id: "100"))
        // then
        #expect(view.shownCellObjects.last?.map(\.postId) == ["100", "1"])
    }

    @Test func testThatMyPostsOnTheirWayAreObservedOnceTheFeedIsReady() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.queuedPostsRequests == 1)
    }

    @Test func testThatAFeedOpenedForComposingOpensTheComposer() {
        // given
        presenter.configureOpeningComposer()
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(router.composeRequests == 1)
    }

    @Test func testThatMyPostSentIsTheSameRowAsItsSendingOne() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainQueuedPosts([queued("q1")])
        // when
        presenter.didSendQueuedPost(withId: "q1", as: .fixture(id: "100"))
        // then
        #expect(view.renames.last == ["q1": "100"])
    }
}
