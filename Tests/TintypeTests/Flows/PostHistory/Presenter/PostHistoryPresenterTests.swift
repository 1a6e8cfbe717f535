import Foundation
import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PostHistoryPresenterTests {
    let view = PostHistoryViewInputSpy()
    let interactor = PostHistoryInteractorInputSpy()
    let router = PostHistoryRouterInputSpy()
    let presenter: PostHistoryPresenter

    init() {
        presenter = PostHistoryPresenter(
            interactor: interactor, router: router, cellObjectFactory: PostVersionCellObjectFactory(), context: .test())
        presenter.view = view
    }

    @Test func testThatPresenterSetsUpViewOnViewReadyEvent() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.didSetupInitialState)
    }

    @Test func testThatPresenterNamesTheModuleOnViewReadyEvent() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.shownTitles == ["Post history"])
    }

    @Test func testThatTheConfiguredPostsHistoryIsAskedFor() {
        // given
        presenter.configure(withPostId: "7")
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.historyRequests == ["7"])
    }

    @Test func testThatTheVersionsAreShownNewestFirst() {
        // given
        presenter.configure(withPostId: "7")
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainHistory([PostVersion(createdAt: nil, caption: "Risen"), PostVersion(createdAt: nil, caption: "Rising")])
        // then
        #expect(view.shownCellObjects.last?.map(\.caption) == ["Risen", "Rising"])
    }

    @Test func testThatAPostNeverEditedSaysSo() {
        // given
        presenter.configure(withPostId: "7")
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainHistory([PostVersion(createdAt: nil, caption: "Rising")])
        // then
        #expect(view.shownFooters.last == Strings.postHistoryNeverEdited)
    }

    @Test func testThatAHistoryThatDidNotComeSaysWhy() {
        // given
        presenter.configure(withPostId: "7")
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didFailToObtainHistory(.notFound)
        // then
        #expect(view.shownStatuses.last?.tone == .error)
    }

    @Test func testThatPresenterClosesTheModuleOnBackEvent() {
        // given
        // when
        presenter.didTriggerBackEvent()
        // then
        #expect(router.closeRequests == 1)
    }

}
