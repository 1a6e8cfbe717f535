import Foundation
import Imaging
import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ActivityPresenterTests {
    let view = ActivityViewInputSpy()
    let interactor = ActivityInteractorInputSpy()
    let router = ActivityRouterInputSpy()
    let badge = TabBadgeModuleOutputSpy()
    let presenter: ActivityPresenter

    init() {
        presenter = ActivityPresenter(
            interactor: interactor, router: router, cellObjectFactory: ActivityCellObjectFactory(), context: .test())
        presenter.view = view
    }

    /// The tab shown, the activity loaded from the server.
    private func showActivity(_ groups: [NoticeGroup]) {
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainActivity(.fixture(groups), filter: .all, areOlder: false, storageProblem: nil)
    }

    /// The tab shown on the posts I liked, `count` of them loaded.
    private func showLikedPosts(count: Int) {
        presenter.didTriggerViewReadyEvent()
        presenter.didTriggerSwitchSectionEvent()
        router.postListOutput?.didLoadNewestPosts(count: count)
    }

    // MARK: - Badge

    @Test func testThatConfiguringCountsTheUnseenLikes() {
        // given
        // when
        presenter.configure(withBadgeOutput: badge)
        // then
        #expect(interactor.unseenCountRequests == 1)
    }

    /// A presenter whose context's first screen is not served yet.
    private func presenter(waitingAt gate: FirstScreenGate) -> ActivityPresenter {
        ActivityPresenter(
            interactor: interactor, router: router, cellObjectFactory: ActivityCellObjectFactory(),
            context: ModuleContext(instanceName: "demo", firstScreen: gate))
    }

    @Test func testThatTheCountWaitsForHomesFirstPage() {
        // given
        let gate = FirstScreenGate(patience: .seconds(60))
        let presenter = presenter(waitingAt: gate)
        // when
        presenter.configure(withBadgeOutput: badge)
        // then
        #expect(interactor.unseenCountRequests == 0)
    }

    @Test func testThatTheCountIsAskedOnceHomeHasItsFirstPage() {
        // given
        let gate = FirstScreenGate(patience: .seconds(60))
        let presenter = presenter(waitingAt: gate)
        presenter.configure(withBadgeOutput: badge)
        // when
        gate.open()
        // then
        #expect(interactor.unseenCountRequests == 1)
    }

    @Test func testThatTheTabOpenedBeforeHomesPageListensOnce() {
        // given: the tab shown while Home's first page is on its way
        let gate = FirstScreenGate(patience: .seconds(60))
        let presenter = presenter(waitingAt: gate)
        presenter.configure(withBadgeOutput: badge)
        presenter.didTriggerViewReadyEvent()
        // when
        gate.open()
        // then
        #expect(interactor.observeRequests == 1)
    }

    @Test func testThatTheCountGoesToTheLikesTab() {
        // given
        presenter.configure(withBadgeOutput: badge)
        // when
        presenter.didObtainUnseenCount(3)
        // then
        #expect(badge.counts.last?.count == 3 && badge.counts.last?.tab == .likes)
    }

    @Test func testThatShownLikesAreMarkedSeen() {
        // given
        presenter.configure(withBadgeOutput: badge)
        // when
        showActivity([.fixture(postId: "7", newestNotificationId: "120"), .fixture(postId: "6", newestNotificationId: "95")])
        // then
        #expect(interactor.markSeenRequests == 1)
    }

    @Test func testThatShownLikesClearTheCount() {
        // given
        presenter.configure(withBadgeOutput: badge)
        presenter.didObtainUnseenCount(3)
        // when
        showActivity([.fixture(postId: "7")])
        // then
        #expect(badge.counts.last?.count == 0)
    }

    @Test func testThatLikesLoadedWhileTheTabIsHiddenAreNotMarkedSeen() {
        // given: shown once, then another tab chosen
        presenter.didTriggerViewReadyEvent()
        presenter.didTriggerViewDidDisappearEvent()
        // when
        presenter.didObtainActivity(.fixture([.fixture(postId: "7")]), filter: .all, areOlder: false, storageProblem: nil)
        // then
        #expect(interactor.markSeenRequests == 0)
    }

    @Test func testThatACountArrivingWhileTheLikesAreShownIsIgnored() {
        // given
        presenter.configure(withBadgeOutput: badge)
        showActivity([.fixture(postId: "7")])
        // when
        presenter.didObtainUnseenCount(4)
        // then
        #expect(badge.counts.last?.count == 0)
    }

    @Test func testThatConfiguringListensForLiveLikes() {
        // given
        // when
        presenter.configure(withBadgeOutput: badge)
        // then
        #expect(interactor.observeRequests == 1)
    }

    @Test func testThatALiveLikeIsCountedWhileTheTabIsHidden() {
        // given
        presenter.configure(withBadgeOutput: badge)
        // when
        presenter.didReceiveNewNotice()
        // then
        #expect(interactor.unseenCountRequests == 2)
    }

    @Test func testThatALiveLikeIsShownWhileTheLikesAreInFront() {
        // given
        presenter.configure(withBadgeOutput: badge)
        showActivity([.fixture(postId: "7")])
        // when
        presenter.didReceiveNewNotice()
        // then
        #expect(interactor.newestActivityRequests == 2)
    }

    // MARK: - Loading

    @Test func testThatViewReadyShowsTheCachedLikesThenAsksTheServer() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.cachedActivityRequests == 1 && interactor.newestActivityRequests == 1)
    }

    @Test func testThatAppearingAgainFetchesTheLikesAnew() {
        // given
        showActivity([.fixture(postId: "7")])
        presenter.didTriggerViewDidDisappearEvent()
        // when
        presenter.didTriggerViewWillAppearEvent()
        // then
        #expect(interactor.newestActivityRequests == 2)
    }

    @Test func testThatTheCachedCopyGivesWayToTheServers() {
        // given
        showActivity([.fixture(postId: "7")])
        // when
        presenter.didObtainCachedActivity(.fixture([.fixture(postId: "1")]))
        // then
        #expect(view.activityRows.last?.map(\.id) == ["like-7"])
    }

    @Test func testThatARowNamesTheLikers() {
        // given
        // when
        showActivity([.fixture(postId: "7", accounts: ["Grace Hopper", "Alan Turing"], count: 5)])
        // then
        #expect(view.activityRows.last?.first?.headline == "Grace Hopper, Alan Turing and 3 others liked your post")
    }

    @Test func testThatAFailureIsExplainedInTheStatusLine() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didFailToObtainActivity(.unreachable, areOlder: false)
        // then
        #expect(view.shownStatuses.last?.tone == .error)
    }

    @Test func testThatTheEndOfTheListAsksForOlderLikes() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainActivity(
            .fixture([.fixture(postId: "7")], hasOlderGroups: true), filter: .all, areOlder: false, storageProblem: nil)
        // when
        presenter.didReachEndOfList()
        // then
        #expect(interactor.olderActivityRequests == 1)
    }

    @Test func testThatNothingYetSaysSo() {
        // given
        // when
        showActivity([])
        // then
        #expect(view.footers.last == Strings.noticesNone)
    }

    // MARK: - Sections

    @Test func testThatSwitchingShowsThePostsILiked() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerSwitchSectionEvent()
        // then
        #expect(view.shownSections.last == .likedPosts)
    }

    @Test func testThatThePostsILikedAreAListOfPostsEmbeddedTheFirstTime() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerSwitchSectionEvent()
        // then
        #expect(router.embeddedSources == [.liked])
    }

    @Test func testThatThePostsILikedShownAgainAreFetchedAnew() {
        // given
        showLikedPosts(count: 2)
        presenter.didTriggerSwitchSectionEvent()
        // when
        presenter.didTriggerSwitchSectionEvent()
        // then
        #expect(router.embeddedSources.count == 1 && router.postList.postListRefreshes == 1)
    }

    @Test func testThatThePostsILikedSayHowManyCame() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didTriggerSwitchSectionEvent()
        // when
        router.postListOutput?.didLoadNewestPosts(count: 2)
        // then
        #expect(view.shownStatuses.last?.text == Strings.feedOnline(2, updated: Strings.justNow))
    }

    @Test func testThatWhatTheListOfPostsSaysIsShownWhileItIsInFront() {
        // given
        showLikedPosts(count: 2)
        // when
        router.postListOutput?.didShowPostListStatus(StatusLineViewModel(text: "like taken back"))
        // then
        #expect(view.shownStatuses.last?.text == "like taken back")
    }

    @Test func testThatWhatTheListOfPostsSaysOutOfSightIsNotShown() {
        // given
        showLikedPosts(count: 2)
        presenter.didTriggerSwitchSectionEvent()
        // when
        router.postListOutput?.didShowPostListStatus(StatusLineViewModel(text: "like taken back"))
        // then
        #expect(view.shownStatuses.last?.text != "like taken back")
    }

    @Test func testThatSwitchingBackShowsTheActivity() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didTriggerSwitchSectionEvent()
        // when
        presenter.didTriggerSwitchSectionEvent()
        // then
        #expect(view.shownTitles.last == Strings.activityTitle)
    }

    @Test func testThatConfiguringStartsTheRefreshClock() {
        // given
        // when
        presenter.configure(withBadgeOutput: badge)
        // then
        #expect(interactor.refreshClockStarts == 1)
    }

    @Test func testThatTheRefreshTimeRefreshesOnlyTheListInFront() {
        // given
        showActivity([.fixture(postId: "7")])
        // when
        presenter.didReachRefreshTime()
        // then
        #expect(interactor.newestActivityRequests == 2 && router.embeddedSources.isEmpty)
    }

    @Test func testThatTheRefreshTimeCountsLikesWhileTheTabIsHidden() {
        // given
        presenter.configure(withBadgeOutput: badge)
        // when
        presenter.didReachRefreshTime()
        // then
        #expect(interactor.unseenCountRequests == 2 && interactor.newestActivityRequests == 0)
    }

    // MARK: - Opening

    @Test func testThatEnterOpensTheLikedPost() {
        // given
        showActivity([.fixture(postId: "7")])
        // when
        presenter.didSelectItem(at: 0)
        // then
        #expect(router.openedPostIds == ["7"])
    }

    @Test func testThatUOpensTheLatestLiker() {
        // given
        showActivity([.fixture(postId: "7", accounts: ["Grace Hopper", "Alan Turing"])])
        // when
        presenter.didTriggerProfileEvent(at: 0)
        // then
        #expect(router.openedProfiles == ["l0"])
    }

    @Test func testThatLOpensEveryoneWhoLikedThePost() {
        // given
        showActivity([.fixture(postId: "7")])
        // when
        presenter.didTriggerLikersEvent(at: 0)
        // then
        #expect(router.openedLists == [.likers(postId: "7")])
    }

    @Test func testThatARowThatIsGoneOpensNothing() {
        // given
        showActivity([.fixture(postId: "7")])
        // when
        presenter.didSelectItem(at: 5)
        // then
        #expect(router.openedPostIds.isEmpty)
    }

    @Test func testThatFOnALikeOnlyExplains() {
        // given
        showActivity([.fixture(postId: "7")])
        // when
        presenter.didTriggerFollowBackEvent(at: 0)
        // then
        #expect(interactor.follows.isEmpty && view.shownStatuses.last?.text == Strings.followBackOnlyOnFollows)
    }

    @Test func testThatQuitClosesTheModule() {
        // given
        // when
        presenter.didTriggerCloseEvent()
        // then
        #expect(router.closeRequests == 1)
    }

    @Test func testThatANoticeArrivingWhileAPageComesFetchesAgainOnceItHasCome() {
        // given: the activity in front, its page on its way when a notice arrives
        presenter.didTriggerViewReadyEvent()
        presenter.didReceiveNewNotice()
        let asked = interactor.newestActivityRequests
        // when
        presenter.didObtainActivity(.fixture([.fixture(postId: "7")]), filter: .all, areOlder: false, storageProblem: nil)
        // then
        #expect(interactor.newestActivityRequests == asked + 1)
    }

    @Test func testThatABlockedAccountsOwnNoticeLeavesAndAGroupGoesOnWithoutIt() {
        // given: Grace's follow, and a like by Grace and Alan
        showActivity([
            .fixture(postId: nil, kind: .follow, accounts: ["Grace Hopper"]),
            .fixture(postId: "7", accounts: ["Grace Hopper", "Alan Turing"]),
        ])
        // when: Grace (l0) is blocked
        presenter.didSilenceAccount(withId: "l0")
        // then
        #expect(view.activityRows.last?.map(\.headline) == ["Alan Turing liked your post"])
    }

    // MARK: - Kinds

    @Test func testThatVAsksForTheNextKinds() {
        // given
        showActivity([.fixture(postId: "7")])
        // when
        presenter.didTriggerFilterEvent()
        // then
        #expect(interactor.askedFilters.last == .likes && view.shownTitles.last == Strings.activityTitleFiltered(Strings.noticeFilterLikes))
    }

    @Test func testThatVEmptiesTheListUntilItsKindsCome() {
        // given
        showActivity([.fixture(postId: "7")])
        // when
        presenter.didTriggerFilterEvent()
        // then
        #expect(view.activityRows.last?.isEmpty == true)
    }

    @Test func testThatAPageForKindsNoLongerShownIsDropped() {
        // given: the likes asked for, then the comments
        showActivity([])
        presenter.didTriggerFilterEvent()
        presenter.didTriggerFilterEvent()
        // when: the likes' page comes late
        presenter.didObtainActivity(.fixture([.fixture(postId: "7")]), filter: .likes, areOlder: false, storageProblem: nil)
        // then
        #expect(view.activityRows.last?.isEmpty == true)
    }

    @Test func testThatAFilteredListDoesNotStartFromTheCache() {
        // given
        showActivity([])
        presenter.didTriggerFilterEvent()
        // when
        presenter.didObtainCachedActivity(.fixture([.fixture(postId: "7")]))
        // then
        #expect(view.activityRows.last?.isEmpty == true)
    }

    // MARK: - Rows of each kind

    @Test func testThatEnterOnACommentOpensTheThreadAtIt() {
        // given: comment 9 on post 7
        showActivity([.fixture(postId: "9", kind: .comment, answersPostId: "7")])
        // when
        presenter.didSelectItem(at: 0)
        // then
        #expect(router.openedPostIds == ["7"] && router.focusedCommentIds == ["9"])
    }

    @Test func testThatEnterOnAFollowOpensTheFollowersProfile() {
        // given
        showActivity([.fixture(postId: nil, kind: .follow)])
        // when
        presenter.didSelectItem(at: 0)
        // then
        #expect(router.openedProfiles == ["l0"] && router.openedPostIds.isEmpty)
    }

    @Test func testThatEnterOnALikeOfADeletedPostSaysSo() {
        // given
        showActivity([.fixture(postId: nil, kind: .like)])
        // when
        presenter.didSelectItem(at: 0)
        // then
        #expect(router.openedPostIds.isEmpty && view.shownStatuses.last?.text == Strings.noticePostGone)
    }

    @Test func testThatFOnAFollowFollowsBack() {
        // given
        showActivity([.fixture(postId: nil, kind: .follow)])
        // when
        presenter.didTriggerFollowBackEvent(at: 0)
        // then
        #expect(interactor.follows == ["l0"])
    }

    @Test func testThatAOnARequestAcceptsItAndTheRowSaysSoAtOnce() {
        // given
        showActivity([.fixture(postId: nil, kind: .followRequest)])
        // when
        presenter.didTriggerAnswerRequestEvent(at: 0, accepting: true)
        // then
        #expect(interactor.answers.map(\.accepting) == [true] && view.activityRows.last?.first?.note == Strings.followRequestAccepted)
    }

    @Test func testThatARequestIsAnsweredOnce() {
        // given
        showActivity([.fixture(postId: nil, kind: .followRequest)])
        presenter.didTriggerAnswerRequestEvent(at: 0, accepting: true)
        // when
        presenter.didTriggerAnswerRequestEvent(at: 0, accepting: false)
        // then
        #expect(interactor.answers.count == 1)
    }

    @Test func testThatAFailedAnswerAsksAgain() {
        // given
        showActivity([.fixture(postId: nil, kind: .followRequest)])
        presenter.didTriggerAnswerRequestEvent(at: 0, accepting: false)
        // when
        presenter.didSettleRelationshipChange(.answerFollowRequest(accepting: false), accountId: "l0", to: .failure(.unreachable))
        // then
        #expect(view.activityRows.last?.first?.note == Strings.followRequestHint && view.shownStatuses.last?.tone == .error)
    }

    @Test func testThatAOnAnythingButARequestOnlyExplains() {
        // given
        showActivity([.fixture(postId: "7")])
        // when
        presenter.didTriggerAnswerRequestEvent(at: 0, accepting: true)
        // then
        #expect(interactor.answers.isEmpty && view.shownStatuses.last?.text == Strings.notAFollowRequest)
    }

    // MARK: - Thumbnails

    private static func photoGroup(_ postId: String) -> NoticeGroup {
        var group = NoticeGroup.fixture(postId: postId)
        group.post?.media = [MediaItem(kind: .photo, altText: nil, url: "https://x/\(postId).jpg")]
        return group
    }

    @Test func testThatLikedPhotoRowsOnScreenGetTheirThumbnails() {
        // given
        showActivity([.fixture(postId: "8"), Self.photoGroup("7")])
        // when
        presenter.didShowRows(at: 0..<2)
        // then
        #expect(interactor.thumbnailRequests.last?.map(\.rowId) == ["7"])
    }

    @Test func testThatAnArrivedThumbnailIsShownInTheLikesRow() {
        // given
        showActivity([Self.photoGroup("7")])
        let thumbnail = PixelImage(width: 1, height: 1, filledWith: .white)
        // when
        presenter.didObtainThumbnail(thumbnail, postId: "7", isFinal: true)
        // then
        #expect(view.activityRows.last?.first?.thumbnail == thumbnail)
    }
}
