import Foundation
import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

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

    @Test func testThatTheTitleIsTheTag() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.shownTitles == ["#moths"])
    }

    @Test func testThatTheStatusSaysItIsLoading() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.shownStatuses.last?.text == "loading posts…")
    }

    @Test func testThatPresenterClosesTheModuleOnBackEvent() {
        // when
        presenter.didTriggerBackEvent()
        // then
        #expect(router.closeRequests == 1)
    }

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

    // MARK: - The posts

    @Test func testThatTheTagsPhotoPostsAreEmbedded() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(router.embeddedSources == [.hashtag(name: "moths")])
    }

    @Test func testThatTheStatusCountsThePosts() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        router.postListOutput?.didLoadNewestPosts(count: 2)
        // then
        #expect(view.shownStatuses.last?.text == "online · 2 photo posts · updated now")
    }

    @Test func testThatRefreshFetchesThePostsAgain() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerRefreshEvent()
        // then
        #expect(router.postList.postListRefreshes == 1)
    }

    @Test func testThatWhatTheListSaysIsInTheStatusLine() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        router.postListOutput?.didShowPostListStatus(StatusLineViewModel(text: "posts did not load", tone: .error))
        // then
        #expect(view.shownStatuses.last?.tone == .error)
    }
}
