import Foundation
import Imaging
import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PostListPresenterTests {
    let view = PostListViewInputSpy()
    let interactor = PostListInteractorInputSpy()
    let router = PostListRouterInputSpy()
    let moduleOutput = PostListModuleOutputSpy()
    let presenter: PostListPresenter

    static let grace = PostListSource.account(id: "g", isMine: false)

    init() {
        let clock = TestClock(Date(timeIntervalSince1970: 1_000_300))
        presenter = PostListPresenter(
            interactor: interactor, router: router, context: ModuleContext(instanceName: "demo.example", now: { clock.now }))
        presenter.view = view
        presenter.setModuleOutput(moduleOutput)
    }

    /// Grace's posts, on a terminal that draws pictures.
    private func showGrace() {
        presenter.configure(listing: Self.grace)
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
    }

    /// My own posts, one loaded.
    private func showMyPosts() {
        presenter.configure(listing: .account(id: "a", isMine: true))
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
        presenter.didObtainPosts([.fixture(id: "1")], hasOlderPosts: false, areOlder: false)
    }

    private static let photoPost = Post.fixture(id: "1", media: [MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg")])

    @Test func testThatTheRememberedLayoutIsAskedForOnViewReadyEvent() {
        // given
        presenter.configure(listing: Self.grace)
        // when
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
        // then
        #expect(interactor.layoutRequests == 1)
    }

    @Test func testThatTheRememberedLayoutIsShown() {
        // given
        showGrace()
        // when
        presenter.didObtainShowsPostsAsGrid(false)
        // then
        #expect(view.shownLayouts.last == false)
    }

    @Test func testThatVTurnsTheGridIntoAList() {
        // given
        showGrace()
        // when
        presenter.didTriggerLayoutEvent()
        // then
        #expect(view.shownLayouts.last == false && moduleOutput.statuses.last?.text == Strings.postsLayout(asGrid: false))
    }

    @Test func testThatTheGridStartsWithThePostsThatHaveMedia() {
        // given
        // when
        showGrace()
        // then
        #expect(interactor.mediaOnlyRequests == [true])
    }

    @Test func testThatALayoutChosenBeforeTheRememberedOneCameStays() {
        // given: v pressed while the last run's choice was still being read
        showGrace()
        presenter.didTriggerLayoutEvent()
        // when
        presenter.didObtainShowsPostsAsGrid(true)
        // then
        #expect(view.shownLayouts.last == false)
    }

    @Test func testThatTheListChosenLoadsEveryPost() {
        // given
        showGrace()
        // when
        presenter.didTriggerLayoutEvent()
        // then
        #expect(interactor.mediaOnlyRequests == [true, false])
    }

    @Test func testThatTheRememberedGridLoadsNothingMore() {
        // given
        showGrace()
        // when
        presenter.didObtainShowsPostsAsGrid(true)
        // then
        #expect(interactor.postRequests.count == 1)
    }

    @Test func testThatATerminalWithoutPicturesStartsWithEveryPost() {
        // given
        presenter.configure(listing: Self.grace)
        // when
        presenter.didTriggerViewReadyEvent(drawsPictures: false)
        // then
        #expect(interactor.mediaOnlyRequests == [false] && view.shownLayouts.last == false)
    }

    @Test func testThatTheGridChosenOnATerminalWithoutPicturesStaysAList() {
        // given
        presenter.configure(listing: Self.grace)
        presenter.didTriggerViewReadyEvent(drawsPictures: false)
        // when
        presenter.didObtainShowsPostsAsGrid(true)
        // then
        #expect(interactor.postRequests.count == 1 && view.shownLayouts.last == false)
    }

    @Test func testThatOlderPostsOfTheListAreEveryPost() {
        // given
        showGrace()
        presenter.didTriggerLayoutEvent()
        presenter.didObtainPosts([.fixture(id: "5")], hasOlderPosts: true, areOlder: false)
        // when
        presenter.didReachEndOfList()
        // then
        #expect(interactor.mediaOnlyRequests.last == false && interactor.postRequests.last?.more == true)
    }

    @Test func testThatAnAccountWithoutPhotosSaysHowToSeeItsPosts() {
        // given
        showGrace()
        // when
        presenter.didObtainPosts([], hasOlderPosts: false, areOlder: false)
        // then
        #expect(view.shownFooters.last == Strings.noPhotos)
    }

    @Test func testThatTheLayoutChosenIsRemembered() {
        // given
        showGrace()
        presenter.didTriggerLayoutEvent()
        // when
        presenter.didTriggerLayoutEvent()
        // then
        #expect(interactor.savedLayouts == [false, true])
    }

    @Test func testThatTheSavedListStartsEmptyWhileItLoads() {
        // given
        showMyPosts()
        // when
        presenter.configure(listing: .saved)
        // then
        #expect(view.shownCellObjects.last?.isEmpty == true && view.shownFooters.last == Strings.loadingPosts)
    }

    @Test func testThatTheEndOfTheSavedListLoadsMoreSavedPosts() {
        // given
        showMyPosts()
        presenter.configure(listing: .saved)
        presenter.didObtainPosts([.fixture(id: "9")], hasOlderPosts: true, areOlder: false)
        // when
        presenter.didReachEndOfList()
        // then
        #expect(interactor.savedPostRequests == [false, true])
    }

    @Test func testThatNothingSavedSaysHowToSave() {
        // given
        showMyPosts()
        presenter.configure(listing: .saved)
        // when
        presenter.didObtainPosts([], hasOlderPosts: false, areOlder: false)
        // then
        #expect(view.shownFooters.last == Strings.noSavedPosts)
    }

    @Test func testThatAPostUnsavedOnAnyScreenLeavesTheSavedList() {
        // given
        showMyPosts()
        presenter.configure(listing: .saved)
        var saved = Post.fixture(id: "9")
        saved.isSaved = true
        presenter.didObtainPosts([saved, .fixture(id: "8").with(.save, true)], hasOlderPosts: false, areOlder: false)
        // when
        presenter.didChangePost(.changed(saved.with(.save, false)))
        // then
        #expect(presenter.state.posts.map(\.id) == ["8"])
    }

    @Test func testThatPostsOfAnotherAccountBlockedLeaveTheList() {
        // given: Grace's profile with posts by accounts a5 and a6
        showGrace()
        presenter.didObtainPosts([.fixture(id: "5"), .fixture(id: "6")], hasOlderPosts: false, areOlder: false)
        // when
        presenter.didSilenceAccount(withId: "a5")
        // then
        #expect(view.shownCellObjects.last?.map(\.postId) == ["6"])
    }

    @Test func testThatTheProfilesOwnAccountBlockedKeepsItsPostsInView() {
        // given
        showGrace()
        presenter.didObtainPosts([.fixture(id: "5")], hasOlderPosts: false, areOlder: false)
        // when
        presenter.didSilenceAccount(withId: "g")
        // then
        #expect(view.shownCellObjects.last?.map(\.postId) == ["5"])
    }

    @Test func testThatPostsAreShownAsRows() {
        // given
        showGrace()
        // when
        presenter.didObtainPosts([.fixture(id: "2"), .fixture(id: "1")], hasOlderPosts: false, areOlder: false)
        // then
        #expect(view.shownCellObjects.last?.map(\.postId) == ["2", "1"])
    }

    @Test func testThatReachingTheEndAsksForOlderPosts() {
        // given
        showGrace()
        presenter.didObtainPosts([.fixture(id: "2"), .fixture(id: "1")], hasOlderPosts: true, areOlder: false)
        // when
        presenter.didReachEndOfList()
        // then
        #expect(interactor.postRequests.last?.more == true)
    }

    @Test func testThatTheLastOlderPageEndsThePosts() {
        // given
        showGrace()
        presenter.didObtainPosts([.fixture(id: "2")], hasOlderPosts: true, areOlder: false)
        presenter.didReachEndOfList()
        // when
        presenter.didObtainPosts([.fixture(id: "2"), .fixture(id: "1")], hasOlderPosts: false, areOlder: true)
        // then
        #expect(view.shownCellObjects.last?.map(\.postId) == ["2", "1"] && view.shownFooters.last == Strings.endOfPosts)
    }

    @Test func testThatTheLastPostSaysItIsTheEnd() {
        // given
        showGrace()
        // when
        presenter.didObtainPosts([.fixture(id: "1")], hasOlderPosts: false, areOlder: false)
        // then
        #expect(view.shownFooters.last == "— the end of the posts —")
    }

    @Test func testThatSelectingAPostOpensIt() {
        // given
        showGrace()
        presenter.didObtainPosts([.fixture(id: "2"), .fixture(id: "1")], hasOlderPosts: false, areOlder: false)
        // when
        presenter.didSelectPost(at: 1)
        // then
        #expect(router.openedPostIds == ["1"])
    }

    @Test func testThatALikeMadeOnAnyScreenShowsOnItsRow() {
        // given
        showGrace()
        presenter.didObtainPosts([.fixture(id: "1")], hasOlderPosts: false, areOlder: false)
        // when
        presenter.didChangePost(.changed(.fixture(id: "1", likes: 5, isLiked: true)))
        // then
        #expect(view.updatedRows.last?.map(\.likes) == ["5"])
    }

    @Test func testThatPostRowsOnScreenGetTheirThumbnails() {
        // given
        showGrace()
        presenter.didObtainPosts([.fixture(id: "2"), Self.photoPost], hasOlderPosts: false, areOlder: false)
        // when
        presenter.didShowPosts(at: 0..<2)
        // then
        #expect(interactor.thumbnailRequests.last?.map(\.rowId) == ["1"])
    }

    @Test func testThatAnArrivedThumbnailIsShownInItsRow() {
        // given
        showGrace()
        presenter.didObtainPosts([Self.photoPost], hasOlderPosts: false, areOlder: false)
        let thumbnail = PixelImage(width: 1, height: 1, filledWith: .white)
        // when
        presenter.didObtainThumbnail(thumbnail, postId: "1", isFinal: true)
        // then
        #expect(view.shownCellObjects.last?.first?.thumbnail == thumbnail)
    }

    private static let gifPost = Post.fixture(id: "3", media: [MediaItem(kind: .animation, altText: nil, url: "https://x/3.gif")])

    @Test func testThatAnAnimationOnScreenPlays() {
        // given
        showGrace()
        presenter.didObtainPosts([Self.photoPost, Self.gifPost], hasOlderPosts: false, areOlder: false)
        // when
        presenter.didShowPosts(at: 0..<2)
        // then
        #expect(interactor.animationRequests.last?.map(\.rowId) == ["3"])
    }

    @Test func testThatAnimationsStopWhenAnotherScreenIsInFront() {
        // given
        showGrace()
        presenter.didObtainPosts([Self.gifPost], hasOlderPosts: false, areOlder: false)
        presenter.didShowPosts(at: 0..<1)
        // when
        presenter.didTriggerViewDidDisappearEvent()
        // then
        #expect(interactor.animationRequests.last?.isEmpty == true)
    }

    @Test func testThatAnimationsPlayAgainWhenTheListIsBackInFront() {
        // given
        showGrace()
        presenter.didObtainPosts([Self.gifPost], hasOlderPosts: false, areOlder: false)
        presenter.didShowPosts(at: 0..<1)
        presenter.didTriggerViewDidDisappearEvent()
        // when
        presenter.didTriggerViewWillAppearEvent()
        // then
        #expect(interactor.animationRequests.last?.map(\.rowId) == ["3"])
    }

    @Test func testThatAnAnimationsFrameIsShownInItsRowAlone() {
        // given
        showGrace()
        presenter.didObtainPosts([Self.photoPost, Self.gifPost], hasOlderPosts: false, areOlder: false)
        let frame = PixelImage(width: 2, height: 2, filledWith: .white)
        // when
        presenter.didObtainAnimationFrame(frame, postId: "3")
        // then
        #expect(view.updatedRows.last?.map(\.postId) == ["3"] && view.updatedRows.last?.first?.thumbnail == frame)
    }

    // MARK: - Driven by the host

    @Test func testThatTheListHandsItsInputToItsHost() {
        // given
        let host = PostListModuleOutputSpy()
        // when
        presenter.setModuleOutput(host)
        // then
        #expect(host.postLists.first === presenter)
    }

    @Test func testThatNothingIsFetchedBeforeTheViewIsReady() {
        // given
        // when
        presenter.configure(listing: Self.grace)
        // then
        #expect(interactor.postRequests.isEmpty)
    }

    @Test func testThatTheSameSourceAgainFetchesItsNewestPageKeepingThePosts() {
        // given
        showGrace()
        presenter.didObtainPosts([.fixture(id: "5")], hasOlderPosts: false, areOlder: false)
        // when
        presenter.configure(listing: Self.grace)
        // then
        #expect(interactor.postRequests.count == 2 && presenter.state.posts.map(\.id) == ["5"])
    }

    @Test func testThatARefreshWhileAPageIsOnItsWayAsksForNoOther() {
        // given
        showGrace()
        // when
        presenter.refresh()
        // then
        #expect(interactor.postRequests.count == 1)
    }

    @Test func testThatTheNewestPageTellsTheHost() {
        // given
        showGrace()
        // when
        presenter.didObtainPosts([.fixture(id: "5")], hasOlderPosts: true, areOlder: false)
        // then
        #expect(moduleOutput.loadedCounts == [1])
    }

    @Test func testThatAPageThatDidNotComeIsSaidInTheHostsStatusLine() {
        // given
        showGrace()
        // when
        presenter.didFailToObtainPosts(.unreachable, areOlder: false)
        // then
        #expect(moduleOutput.failedLoads == 1 && moduleOutput.statuses.last?.tone == .error)
    }

    @Test func testThatASuspendedAccountsPostsAreHidden() {
        // given
        showGrace()
        presenter.didObtainPosts([.fixture(id: "5")], hasOlderPosts: false, areOlder: false)
        // when
        presenter.hidePosts(true)
        // then
        #expect(view.shownCellObjects.last?.isEmpty == true)
    }

    @Test func testThatMyPostTheServerNowHasGoesOnTopOfMyPosts() {
        // given
        showMyPosts()
        presenter.didObtainShowsPostsAsGrid(false)
        presenter.didObtainPosts([.fixture(id: "1")], hasOlderPosts: false, areOlder: false)
        // when
        presenter.didSendQueuedPost(withId: "q1", as: .fixture(id: "2"))
        // then
        #expect(view.shownCellObjects.last?.map(\.postId) == ["2", "1"])
    }

    @Test func testThatMyPostTheServerNowHasStaysOutOfAnotherAccountsPosts() {
        // given
        showGrace()
        presenter.didObtainPosts([.fixture(id: "1")], hasOlderPosts: false, areOlder: false)
        // when
        presenter.didSendQueuedPost(withId: "q1", as: Self.photoPost)
        // then
        #expect(presenter.state.posts.map(\.id) == ["1"])
    }

    @Test func testThatMyPostsObserveTheChangesToMine() {
        // given
        presenter.configure(listing: .account(id: "a", isMine: true))
        // when
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
        // then
        #expect(interactor.observedSources == [.account(id: "a", isMine: true)])
    }

    @Test func testThatAPostStillSendingSaysSoInsteadOfOpening() {
        // given
        showMyPosts()
        presenter.didObtainShowsPostsAsGrid(false)
        var sending = Post.fixture(id: "q1")
        sending.delivery = .sending
        presenter.didObtainQueuedPosts([sending])
        // when
        presenter.didSelectPost(at: 0)
        // then
        #expect(router.openedPostIds.isEmpty && moduleOutput.statuses.last?.text == Strings.postStillSending)
    }

    // MARK: - A hashtag's posts

    private func showMoths() {
        presenter.configure(listing: .hashtag(name: "moths"))
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
    }

    @Test func testThatATagWithoutPhotoPostsSaysSo() {
        // given
        showMoths()
        // when
        presenter.didObtainPosts([], hasOlderPosts: false, areOlder: false)
        // then
        #expect(view.shownFooters.last == "No posts with photos carry this hashtag yet.")
    }

    @Test func testThatTheTagIsListenedToLive() {
        // given
        presenter.configure(listing: .hashtag(name: "moths"))
        // when
        presenter.didTriggerViewReadyEvent(drawsPictures: true)
        // then
        #expect(interactor.observedSources == [.hashtag(name: "moths")])
    }

    @Test func testThatANewPostFetchesTheFirstPageAgain() {
        // given
        showMoths()
        presenter.didObtainPosts([Self.photoPost], hasOlderPosts: true, areOlder: false)
        // when
        presenter.didReceiveNewPost()
        // then
        #expect(interactor.postRequests.map(\.more) == [false, false])
    }

    @Test func testThatANewPostWhileAPageComesFetchesAgainAfterIt() {
        // given: the first page on its way when a post is streamed
        showMoths()
        presenter.didReceiveNewPost()
        // when
        presenter.didObtainPosts([Self.photoPost], hasOlderPosts: false, areOlder: false)
        // then
        #expect(interactor.postRequests.count == 2)
    }

    /// The posts I liked, `posts` loaded.
    private func showLikedPosts(_ posts: [Post]) {
        presenter.configure(listing: .liked)
        presenter.didTriggerViewReadyEvent(drawsPictures: false)
        presenter.didObtainPosts(posts, hasOlderPosts: false, areOlder: false)
    }

    @Test func testThatThePostsILikedStartFromTheLastRunsCopy() {
        // given
        presenter.configure(listing: .liked)
        // when
        presenter.didTriggerViewReadyEvent(drawsPictures: false)
        // then
        #expect(interactor.cachedPostRequests == [.liked])
    }

    @Test func testThatTheLastRunsCopyIsListedWhileTheServersComes() {
        // given
        presenter.configure(listing: .liked)
        presenter.didTriggerViewReadyEvent(drawsPictures: false)
        // when
        presenter.didObtainCachedPosts(
            [.fixture(id: "4").with(.like, true)], hasOlderPosts: true, savedAt: Date(timeIntervalSince1970: 1_000_000))
        // then
        #expect(presenter.state.posts.map(\.id) == ["4"])
    }

    @Test func testThatTheLastRunsCopySaysHowOldItIs() {
        // given
        presenter.configure(listing: .liked)
        presenter.didTriggerViewReadyEvent(drawsPictures: false)
        // when
        presenter.didObtainCachedPosts(
            [.fixture(id: "4").with(.like, true)], hasOlderPosts: true, savedAt: Date(timeIntervalSince1970: 1_000_000))
        // then
        #expect(moduleOutput.statuses.last == StatusLineViewModel(text: Strings.likesCached("5 min ago"), tone: .busy))
    }

    @Test func testThatPostsThatCouldNotBeKeptSaySo() {
        // given
        showLikedPosts([.fixture(id: "4").with(.like, true)])
        // when
        presenter.didFailToKeepPosts(.storage("the disk is full"))
        // then
        #expect(moduleOutput.statuses.last?.tone == .warning)
    }

    @Test func testThatFLikesAPostNotLikedYet() {
        // given
        showLikedPosts([.fixture(id: "4")])
        // when
        presenter.didTriggerLikeEvent(at: 0)
        // then
        #expect(interactor.choices.map { "\($0.choice) \($0.isOn) \($0.originalId)" } == ["like true 4"])
    }

    @Test func testThatFTakesMyLikeBack() {
        // given
        showLikedPosts([.fixture(id: "4").with(.like, true)])
        // when
        presenter.didTriggerLikeEvent(at: 0)
        // then
        #expect(interactor.choices.map(\.isOn) == [false])
    }

    @Test func testThatAPostUnlikedOnAnyScreenLeavesThePostsILiked() {
        // given
        let liked = Post.fixture(id: "4").with(.like, true)
        showLikedPosts([liked, .fixture(id: "3").with(.like, true)])
        // when
        presenter.didChangePost(.changed(liked.with(.like, false)))
        // then
        #expect(presenter.state.posts.map(\.id) == ["3"])
    }

    @Test func testThatALikeRefusedFetchesThePostsILikedAgain() {
        // given
        showLikedPosts([.fixture(id: "4").with(.like, true)])
        let requestsBefore = interactor.postRequests.count
        // when
        presenter.didFailToChangeChoice(.like, problem: .rejected("gone"))
        // then
        #expect(interactor.postRequests.count == requestsBefore + 1)
    }

    @Test func testThatALikeThatWaitsSaysSo() {
        // given
        showLikedPosts([.fixture(id: "4").with(.like, true)])
        // when
        presenter.didFailToChangeChoice(.like, problem: .unreachable)
        // then
        #expect(moduleOutput.statuses.last?.tone == .warning)
    }

    @Test func testThatUOpensTheAuthorsProfile() {
        // given
        showLikedPosts([.fixture(id: "4")])
        // when
        presenter.didTriggerProfileEvent(at: 0)
        // then
        #expect(router.openedProfiles == [Post.fixture(id: "4").author.id])
    }

    @Test func testThatYPutsThePostsAddressOnTheClipboard() {
        // given
        var post = Post.fixture(id: "4")
        post.address = "https://example.social/@grace/4"
        showLikedPosts([post])
        // when
        presenter.didTriggerCopyAddressEvent(at: 0)
        // then
        #expect(view.copied == ["https://example.social/@grace/4"])
    }

    @Test func testThatCapitalLListsWhoLikedThePost() {
        // given
        showLikedPosts([.fixture(id: "4")])
        // when
        presenter.didTriggerLikersEvent(at: 0)
        // then
        #expect(router.openedAccountLists == [.likers(postId: "4")])
    }

    @Test func testThatNoPostLikedYetSaysHowToLikeOne() {
        // when
        showLikedPosts([])
        // then
        #expect(view.shownFooters.last == Strings.noLikedPosts)
    }

    @Test func testThatALikeTakenBackFromThePostsILikedSaysSoAsItsRowLeaves() {
        // given
        showLikedPosts([.fixture(id: "4").with(.like, true)])
        // when
        presenter.didTriggerLikeEvent(at: 0)
        // then
        #expect(moduleOutput.statuses.last?.text == Strings.likeTakenBack)
    }

    @Test func testThatAPostLikedAnywhereComesOnTopOfThePostsILiked() {
        // given
        showLikedPosts([.fixture(id: "4").with(.like, true)])
        // when
        presenter.didChangePost(.changed(.fixture(id: "9").with(.like, true)))
        // then
        #expect(presenter.state.posts.map(\.id) == ["9", "4"])
    }
}
