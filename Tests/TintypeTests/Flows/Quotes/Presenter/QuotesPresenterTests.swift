import Localisation
import Testing

@testable import Tintype

@MainActor
struct QuotesPresenterTests {
    let view = QuotesViewInputSpy()
    let interactor = QuotesInteractorInputSpy()
    let router = QuotesRouterInputSpy()
    let presenter: QuotesPresenter

    init() {
        presenter = QuotesPresenter(interactor: interactor, router: router, context: .test())
        presenter.view = view
        presenter.configure(withPostId: "7")
    }

    @Test func testThatThePostsQuotingThePostAreEmbedded() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(router.embeddedSources == [.quotes(ofPostId: "7")])
    }

    @Test func testThatTheTitleNamesTheQuotedPost() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainQuotedCaption("Moths in relay 70")
        // then
        #expect(view.titles.last == Strings.quotesTitleOf("Moths in relay 70"))
    }

    @Test func testThatTheStatusCountsTheQuotes() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        router.postListOutput?.didLoadNewestPosts(count: 2)
        // then
        #expect(view.statuses.last?.text == Strings.quotesOnline(2, updated: "now"))
    }

    @Test func testThatRefreshFetchesTheQuotesAgain() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerRefreshEvent()
        // then
        #expect(router.postList.postListRefreshes == 1)
    }
}
