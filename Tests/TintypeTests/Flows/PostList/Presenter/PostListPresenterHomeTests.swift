import Foundation
import Imaging
import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

/// The post list listing Home: replies, large photos, my posts on their way, and what it tells
/// Home of each page.
@MainActor
struct PostListPresenterHomeTests {
    let view = PostListViewInputSpy()
    let interactor = PostListInteractorInputSpy()
    let router = PostListRouterInputSpy()
    let moduleOutput = PostListModuleOutputSpy()
    let presenter: PostListPresenter

    init() {
        presenter = Self.presenter(interactor: interactor, router: router, playsAnimations: true)
        presenter.view = view
        presenter.setModuleOutput(moduleOutput)
        presenter.configure(listing: .home)
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
    }

    private static func presenter(
        interactor: PostListInteractorInputSpy, router: PostListRouterInputSpy, playsAnimations: Bool
    ) -> PostListPresenter {
        let clock = TestClock(Date(timeIntervalSince1970: 1_000_300))
        return PostListPresenter(
            interactor: interactor, router: router,
            context: ModuleContext(instanceName: "demo.example", now: { clock.now }, playsAnimations: playsAnimations))
    }

    /// The server's newest page of Home.
    private func showNewest(_ posts: [Post], hasOlder: Bool = false) {
        presenter.didObtainPosts(posts, hasOlderPosts: hasOlder, areOlder: false)
    }

    private func showNewest(ids: [String]) {
        showNewest(ids.map { Post.fixture(id: $0) })
    }

    /// Three posts, the middle one a reply, the last one with a photo.
    private static let mixedFeed: [Post] = {
        var reply = Post.fixture(id: "2", caption: "a reply")
        reply.isReply = true
        return [.fixture(id: "1"), reply, .fixture(id: "3", media: [MediaItem(kind: .photo, altText: nil, url: "https://x/3.jpg")])]
    }()

    /// A post of text, then one whose picture is an animated GIF.
    private static let feedWithAnimation: [Post] = [
        .fixture(id: "1"), .fixture(id: "2", media: [MediaItem(kind: .animation, altText: nil, url: "https://x/2.gif")]),
    ]

    // MARK: - Pages

    @Test func testThatHomeKeptFromTheLastRunIsAskedFor() {
        // then
        #expect(interactor.cachedPostRequests == [.home])
    }

    @Test func testThatHomeIsNeverAGrid() {
        // then
        #expect(view.offersGrid == [false] && view.shownLayouts.allSatisfy { !$0 } && interactor.layoutRequests == 0)
    }

    @Test func testThatEveryPostOfHomeIsAskedForNotOnlyThoseWithPhotos() {
        // then
        #expect(interactor.mediaOnlyRequests == [false])
    }

    @Test func testThatTheCachedCopyIsWordedAsHomes() {
        // when
        presenter.didObtainCachedPosts([.fixture(id: "1")], hasOlderPosts: true, savedAt: Date(timeIntervalSince1970: 1_000_000))
        // then
        #expect(moduleOutput.statuses.last?.text == Strings.showingCache("5 min ago"))
    }

    @Test func testThatAFeedNotSavedIsAWarning() {
        // given
        showNewest(ids: ["1"])
        // when
        presenter.didFailToKeepPosts(.storage("the disk is full"))
        // then
        #expect(moduleOutput.statuses.last?.tone == .warning)
    }

    @Test func testThatANewestPageThatDidNotComeSaysHowOldTheKeptPostsAre() {
        // given
        presenter.didObtainCachedPosts([.fixture(id: "1")], hasOlderPosts: true, savedAt: Date(timeIntervalSince1970: 1_000_000))
        // when
        presenter.didFailToObtainPosts(.unreachable, areOlder: false)
        // then
        #expect(moduleOutput.statuses.last?.text.contains("5 min ago") == true && view.shownCellObjects.last?.count == 1)
    }

    @Test func testThatHomeIsToldWhichRowsTheNewestPageShows() {
        // when
        showNewest(ids: ["2", "1"])
        // then
        #expect(moduleOutput.newestRows.last?.rowIds == ["2", "1"])
    }

    @Test func testThatThePostsAboveThoseShownAreCountedAsNew() {
        // given
        showNewest(ids: ["2", "1"])
        presenter.fetchNews()
        // when
        showNewest(ids: ["4", "3", "2", "1"])
        // then
        #expect(moduleOutput.newestRows.last?.newOnTop == 2)
    }

    @Test func testThatNewsFetchesTheNewestPage() {
        // given
        showNewest(ids: ["1"])
        // when
        presenter.fetchNews()
        // then
        #expect(interactor.postRequests.last?.more == false && interactor.postRequests.count == 2)
    }

    @Test func testThatHomeIsToldHowManyPostsAnOlderPageLeftListed() {
        // given
        showNewest(ids: ["2"])
        // when
        presenter.didObtainPosts([.fixture(id: "2"), .fixture(id: "1")], hasOlderPosts: false, areOlder: true)
        // then
        #expect(moduleOutput.olderCounts == [2])
    }

    @Test func testThatTheEndOfHomeIsWordedAsTheFeeds() {
        // when
        showNewest(ids: ["1"])
        // then
        #expect(view.shownFooters.last == Strings.endOfFeed)
    }

    @Test func testThatAgesFromNowDrawTheRowsAgain() {
        // given
        showNewest(ids: ["1"])
        let drawn = view.shownCellObjects.count
        // when
        presenter.showAgesFromNow()
        // then
        #expect(view.shownCellObjects.count == drawn + 1)
    }

    @Test func testThatTheReadPositionIsSelected() {
        // when
        presenter.showReadPosition(at: 2)
        // then
        #expect(view.readPositions == [2])
    }

    @Test func testThatASelectionMovedIsToldByItsRowsId() {
        // given
        showNewest(ids: ["2", "1"])
        // when
        presenter.didMoveSelection(to: 1)
        // then
        #expect(moduleOutput.selectedRowIds == ["1"])
    }

    // MARK: - Replies

    @Test func testThatRepliesAreLeftOutOfHome() {
        // when
        showNewest(Self.mixedFeed)
        // then
        #expect(view.shownCellObjects.last?.map(\.postId) == ["1", "3"])
    }

    @Test func testThatRepliesShownAreListedToo() {
        // given
        showNewest(Self.mixedFeed)
        // when
        presenter.showReplies(true)
        // then
        #expect(view.shownCellObjects.last?.map(\.postId) == ["1", "2", "3"])
    }

    @Test func testThatEnterOpensTheShownPostNotTheHiddenReply() {
        // given
        showNewest(Self.mixedFeed)
        // when
        presenter.didSelectPost(at: 1)
        // then
        #expect(router.openedPostIds == ["3"])
    }

    @Test func testThatAScreenLeftShortByHiddenRepliesLoadsOlderPosts() {
        // when
        showNewest(Self.mixedFeed, hasOlder: true)
        // then
        #expect(interactor.postRequests.last?.more == true)
    }

    // MARK: - Pictures

    @Test func testThatRowsOnScreenGetTheirPhotosThumbnails() {
        // given
        showNewest(Self.mixedFeed)
        // when
        presenter.didShowPosts(at: 0..<2)
        // then
        #expect(interactor.thumbnailRequests.last?.map(\.rowId) == ["3"])
    }

    @Test func testThatAnAnimationsFrameIsShownInItsRowAlone() {
        // given
        showNewest(Self.feedWithAnimation)
        let frame = PixelImage(width: 2, height: 2, filledWith: .white)
        // when
        presenter.didObtainAnimationFrame(frame, postId: "2")
        // then
        #expect(view.updatedRows.last?.map(\.postId) == ["2"] && view.updatedRows.last?.first?.thumbnail == frame)
    }

    @Test func testThatAnimationsStopWhenHomeIsOutOfSight() {
        // given
        showNewest(Self.feedWithAnimation)
        presenter.didShowPosts(at: 0..<2)
        // when
        presenter.didTriggerViewDidDisappearEvent()
        // then
        #expect(interactor.animationRequests.last?.isEmpty == true)
    }

    @Test func testThatNothingPlaysWhenThePersonWantsNothingToMove() {
        // given: `[pictures] autoplay = false`
        let interactor = PostListInteractorInputSpy()
        let presenter = Self.presenter(interactor: interactor, router: router, playsAnimations: false)
        presenter.configure(listing: .home)
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
        presenter.didObtainPosts(Self.feedWithAnimation, hasOlderPosts: false, areOlder: false)
        // when
        presenter.didShowPosts(at: 0..<2)
        // then
        #expect(interactor.animationRequests.allSatisfy { $0.isEmpty })
    }

    @Test func testThatAnAnimationOnScreenPlaysAsALargePhotoInTheLargeLayout() {
        // given
        showNewest(Self.feedWithAnimation)
        presenter.didShowPosts(at: 0..<2)
        // when
        presenter.showLargePhotos(true)
        // then
        #expect(interactor.animationRequests.last?.map(\.rowId) == ["2"] && interactor.animationsAsLargePhotos.last == true)
    }

    @Test func testThatAnAnimationsFrameIsTheLargePhotoInTheLargeLayout() {
        // given
        showNewest(Self.feedWithAnimation)
        presenter.showLargePhotos(true)
        let frame = PixelImage(width: 2, height: 2, filledWith: .white)
        // when
        presenter.didObtainAnimationFrame(frame, postId: "2")
        // then
        #expect(view.updatedRows.last?.first?.largePhoto?.picture == frame)
    }

    @Test func testThatLargePhotosShowEachPhotoLarge() {
        // given
        showNewest(Self.mixedFeed)
        // when
        presenter.showLargePhotos(true)
        // then
        #expect(view.shownCellObjects.last?.last?.largePhoto != nil)
    }

    @Test func testThatCompactRowsAgainShowNoPhotoLarge() {
        // given
        showNewest(Self.mixedFeed)
        presenter.showLargePhotos(true)
        // when
        presenter.showLargePhotos(false)
        // then
        #expect(view.shownCellObjects.last?.last?.largePhoto == nil)
    }

    @Test func testThatRowsOnScreenGetTheirPhotosInFullWhenShownLarge() {
        // given
        showNewest(Self.mixedFeed)
        presenter.showLargePhotos(true)
        // when
        presenter.didShowPosts(at: 0..<2)
        // then
        #expect(interactor.largePhotoRequests.last?.map(\.rowId) == ["3"])
    }

    @Test func testThatCompactRowsAskForNoPhotosInFull() {
        // given
        showNewest(Self.mixedFeed)
        // when
        presenter.didShowPosts(at: 0..<2)
        // then
        #expect(interactor.largePhotoRequests.last?.isEmpty == true)
    }

    @Test func testThatAnArrivedLargePhotoIsShownInItsRow() {
        // given
        showNewest(Self.mixedFeed)
        presenter.showLargePhotos(true)
        presenter.didShowPosts(at: 0..<2)
        let photo = PixelImage(width: 2, height: 2, filledWith: .white)
        // when
        presenter.didObtainLargePhoto(photo, postId: "3", isFinal: true)
        // then
        #expect(view.shownCellObjects.last?.last?.largePhoto?.picture == photo)
    }

    @Test func testThatALargePhotoScrolledFarAwayIsLetGo() {
        // given: the photo post shown, its photo come, then the rows scrolled past it
        showNewest(Self.mixedFeed)
        presenter.showLargePhotos(true)
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

    @Test func testThatMyPostsOnTheirWayAreObserved() {
        // then
        #expect(interactor.observedSources == [.home])
    }

    @Test func testThatMyPostOnItsWayIsOnTopOfHome() {
        // given
        showNewest(ids: ["1", "2"])
        // when
        presenter.didObtainQueuedPosts([queued("q1")])
        // then
        #expect(view.shownCellObjects.last?.map(\.postId) == ["q1", "1", "2"])
    }

    @Test func testThatMyTextPostOnItsWayIsOnHomeToo() {
        // when
        presenter.didObtainQueuedPosts([queued("q1")])
        // then
        #expect(view.shownCellObjects.last?.first?.deliveryNote == Strings.sending)
    }

    @Test func testThatMyPostOnItsWayDoesNotOpen() {
        // given
        presenter.didObtainQueuedPosts([queued("q1")])
        // when
        presenter.didSelectPost(at: 0)
        // then
        #expect(router.openedPostIds.isEmpty && moduleOutput.statuses.last?.text == Strings.postStillSending)
    }

    @Test func testThatMyRefusedPostOpensTheComposer() {
        // given
        presenter.didObtainQueuedPosts([queued("q1", delivery: .notSent("too long"))])
        // when
        presenter.didSelectPost(at: 0)
        // then
        #expect(router.composeRequests == 1)
    }

    @Test func testThatMyPostSentTakesThePlaceOfItsSendingRow() {
        // given
        showNewest(ids: ["1"])
        presenter.didObtainQueuedPosts([queued("q1")])
        // when
        presenter.didSendQueuedPost(withId: "q1", as: .fixture(id: "100"))
        // then
        #expect(view.shownCellObjects.last?.map(\.postId) == ["100", "1"])
    }

    @Test func testThatMyPostSentIsTheSameRowAsItsSendingOne() {
        // given
        presenter.didObtainQueuedPosts([queued("q1")])
        // when
        presenter.didSendQueuedPost(withId: "q1", as: .fixture(id: "100"))
        // then
        #expect(view.renamedIds.last == ["q1": "100"])
    }
}
