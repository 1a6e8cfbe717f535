import Foundation
import Testing
@testable import Tintype

@MainActor
struct PostDetailPresenterTests {
    let view = PostDetailViewInputSpy()
    let interactor = PostDetailInteractorInputSpy()
    let router = PostDetailRouterInputSpy()
    let presenter: PostDetailPresenter

    init() {
        presenter = PostDetailPresenter(interactor: interactor, router: router, cellObjectFactory: PostDetailCellObjectFactory(),
                                        instanceName: "pixelfed.example", now: { Date(timeIntervalSince1970: 1_000_600) })
        presenter.view = view
        presenter.configure(withPostId: "42")
    }

    private func warnedPost() -> Post {
        var post = Post.fixture(id: "42", caption: "the ending")
        post.contentWarning = "spoilers"
        return post
    }

    @Test func testThatPresenterRequestsTheConfiguredPostOnViewReadyEvent() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.requestedPostIds == ["42"])
    }

    @Test func testThatPresenterShowsThePostWhenItArrives() {
        // given
        // when
        presenter.didObtainPost(Post.fixture(id: "42", caption: "Bugs are moths."))
        // then
        #expect(view.shownCellObjects.last?.contains(.caption("Bugs are moths.")) == true)
    }

    @Test func testThatPresenterNamesTheAuthorInTheTitle() {
        // given
        // when
        presenter.didObtainPost(Post.fixture(id: "42"))
        // then
        #expect(view.shownTitles.last == "Post by Grace Hopper")
    }

    @Test func testThatCaptionBehindAWarningIsHiddenAtFirst() {
        // given
        // when
        presenter.didObtainPost(warnedPost())
        // then
        #expect(view.shownCellObjects.last?.contains(.caption("the ending")) == false)
    }

    @Test func testThatRevealEventShowsTheCaptionBehindAWarning() {
        // given
        presenter.didObtainPost(warnedPost())
        // when
        presenter.didTriggerRevealEvent()
        // then
        #expect(view.shownCellObjects.last?.contains(.caption("the ending")) == true)
    }

    @Test func testThatPresenterClosesTheModuleOnBackEvent() {
        // given
        // when
        presenter.didTriggerBackEvent()
        // then
        #expect(router.closeRequests == 1)
    }

    @Test func testThatPresenterKeepsTheLoadedPostWhenTheServerFails() {
        // given
        presenter.didObtainPost(Post.fixture(id: "42"))
        // when
        presenter.didFailToObtainPost(.unreachable)
        // then
        #expect(view.shownStatuses.last?.text == "showing the post as loaded · cannot reach pixelfed.example")
    }
}
