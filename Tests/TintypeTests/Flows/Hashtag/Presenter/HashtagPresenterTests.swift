import Foundation
import Imaging
import Localisation
import Testing

@testable import Tintype

@MainActor
struct HashtagPresenterTests {
    let view = HashtagViewInputSpy()
    let interactor = HashtagInteractorInputSpy()
    let router = HashtagRouterInputSpy()
    let presenter: HashtagPresenter

    init() {
        presenter = HashtagPresenter(interactor: interactor, router: router, context: .test())
        presenter.view = view
        presenter.configure(withTagName: "moths")
    }

    private static func photoPost(_ id: String) -> Post {
        Post.fixture(id: id, media: [MediaItem(kind: .photo, altText: nil, url: "https://x/\(id).jpg")])
    }

    /// The grid shown with two photo posts, older ones on the server.
    private func showTwoPosts() {
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainPosts([Self.photoPost("1"), Self.photoPost("2")], hasMore: true, areMore: false)
    }

    @Test func testThatTheTitleIsTheTag() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.shownTitles == ["#moths"])
    }

    @Test func testThatTheTagsPostsAreAskedFor() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.postRequests.map(\.name) == ["moths"] && interactor.postRequests.map(\.more) == [false])
    }

    @Test func testThatTheStatusSaysItIsLoading() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.shownStatuses.last?.text == "loading posts…")
    }

    @Test func testThatThePostsAreShownAsTilesWithRoomForTheirPhotos() {
        // when
        showTwoPosts()
        // then
        #expect(view.shownTiles.last?.map(\.postId) == ["1", "2"] && view.shownTiles.last?.allSatisfy(\.hasThumbnail) == true)
    }

    @Test func testThatTheStatusCountsThePosts() {
        // when
        showTwoPosts()
        // then
        #expect(view.shownStatuses.last?.text == "online · 2 photo posts · updated now")
    }

    @Test func testThatATagWithoutPhotoPostsSaysSo() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainPosts([], hasMore: false, areMore: false)
        // then
        #expect(view.footers.last == "No posts with photos carry this hashtag yet.")
    }

    @Test func testThatTilesOnScreenAskForTheirPictures() {
        // given
        showTwoPosts()
        // when
        presenter.didShowPosts(at: 0..<2)
        // then
        #expect(interactor.thumbnailRequests.last?.map(\.rowId) == ["1", "2"])
    }

    @Test func testThatAPictureThatCameIsShownOnItsTile() {
        // given
        showTwoPosts()
        // when
        presenter.didObtainThumbnail(PixelImage(width: 1, height: 1, bytes: [0, 0, 0]), postId: "2", isFinal: true)
        // then
        #expect(view.shownTiles.last?.map { $0.thumbnail != nil } == [false, true])
    }

    @Test func testThatTheEndOfTheGridAsksForOlderPosts() {
        // given
        showTwoPosts()
        // when
        presenter.didReachEndOfList()
        // then
        #expect(interactor.postRequests.map(\.more) == [false, true])
    }

    @Test func testThatAFailedPageIsWordedAsAnError() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didFailToObtainPosts(.unreachable, areMore: false)
        // then
        #expect(
            view.shownStatuses.last?.tone == .error
                && view.shownStatuses.last?.text.hasPrefix("the hashtag's posts were not loaded: ") == true)
    }

    @Test func testThatEnterOnATileOpensItsPost() {
        // given
        showTwoPosts()
        // when
        presenter.didSelectPost(at: 1)
        // then
        #expect(router.openedPosts == ["2"])
    }

    @Test func testThatAPostTakenDownLeavesTheGrid() {
        // given
        showTwoPosts()
        // when
        presenter.didChangePost(.removed(originalId: "1"))
        // then
        #expect(view.shownTiles.last?.map(\.postId) == ["2"])
    }

    @Test func testThatRefreshAsksForTheFirstPageAgain() {
        // given
        showTwoPosts()
        // when
        presenter.didTriggerRefreshEvent()
        // then
        #expect(interactor.postRequests.map(\.more) == [false, false])
    }

    @Test func testThatPresenterClosesTheModuleOnBackEvent() {
        // when
        presenter.didTriggerBackEvent()
        // then
        #expect(router.closeRequests == 1 && interactor.cancelRequests == 1)
    }

    // MARK: - Following

    @Test func testThatTheTagIsAskedForOnViewReady() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.tagRequests == ["moths"])
    }

    @Test func testThatATagIFollowSaysSoInItsTitle() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainTag(Hashtag(name: "moths", isFollowed: true))
        // then
        #expect(view.shownTrailings.last == Strings.hashtagFollowingHint)
    }

    @Test func testThatFFollowsAndTheTitleSaysSoAtOnce() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainTag(Hashtag(name: "moths", isFollowed: false))
        // when
        presenter.didTriggerFollowEvent()
        // then
        #expect(interactor.follows == [true] && view.shownTrailings.last == Strings.hashtagFollowingHint)
    }

    @Test func testThatFBeforeTheServerSaidDoesNothing() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerFollowEvent()
        // then
        #expect(interactor.follows.isEmpty)
    }

    @Test func testThatAFailedFollowTakesTheTitleBack() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainTag(Hashtag(name: "moths", isFollowed: false))
        presenter.didTriggerFollowEvent()
        // when
        presenter.didFailToPerformFollow(.unreachable)
        // then
        #expect(view.shownTrailings.last == Strings.hashtagFollowHint && view.shownStatuses.last?.tone == .error)
    }

    @Test func testThatABlockedAccountsPostsLeaveTheGrid() {
        // given: posts 1 and 2, by accounts a1 and a2
        showTwoPosts()
        // when
        presenter.didSilenceAccount(withId: "a1")
        // then
        #expect(view.shownTiles.last?.map(\.postId) == ["2"])
    }

    @Test func testThatTheTagIsListenedToLive() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.liveRequests == ["moths"])
    }

    @Test func testThatANewPostFetchesTheFirstPageAgain() {
        // given
        showTwoPosts()
        // when
        presenter.didReceiveNewPost()
        // then
        #expect(interactor.postRequests.last.map { $0.more } == false && interactor.postRequests.count == 2)
    }

    @Test func testThatANewPostWhileAPageComesFetchesAgainAfterIt() {
        // given: the first page on its way when a post is streamed
        presenter.didTriggerViewReadyEvent()
        presenter.didReceiveNewPost()
        // when
        presenter.didObtainPosts([Self.photoPost("1")], hasMore: false, areMore: false)
        // then
        #expect(interactor.postRequests.count == 2)
    }
}
