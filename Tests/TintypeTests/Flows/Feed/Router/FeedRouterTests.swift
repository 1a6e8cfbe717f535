import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct FeedRouterTests {
    let factory = ModuleFactorySpy()
    let handler = EmbeddingTransitionHandlerSpy()

    private func makeRouter() -> FeedRouter {
        let router = FeedRouter(moduleFactory: factory)
        router.transitionHandler = handler
        return router
    }

    @Test func testThatRouterClosesTheModuleThroughItsTransitionHandler() {
        // given
        let router = makeRouter()
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeRequests == 1)
    }

    @Test func testThatHomesPostsAreEmbeddedListingHome() {
        // given
        let router = makeRouter()
        // when
        router.embedPostListModule(listing: .home, moduleOutput: PostListModuleOutputSpy())
        // then
        #expect(factory.lastInput?.postListSources == [.home] && handler.embeddedViews.count == 1)
    }

    @Test func testThatHomesPostsTakeTheirKeysFromTheFeedsSection() {
        // given
        let router = makeRouter()
        // when
        router.embedPostListModule(listing: .home, moduleOutput: PostListModuleOutputSpy())
        // then
        #expect(factory.postListKeysScreens == ["feed"] && factory.postListHostKeys.first?.contains(.character("v")) == true)
    }

    @Test func testThatTheComposerOpensOverHome() {
        // given
        let router = makeRouter()
        // when
        router.openComposeModule()
        // then
        #expect(factory.made.first?.module == .generated("Compose") && handler.openedViews.count == 1)
    }

    @Test func testThatTheOtherTimelinesOpenOverHome() {
        // given
        let router = makeRouter()
        // when
        router.openTimelineModule()
        // then
        #expect(factory.made.first?.module == .generated("Timeline") && handler.openedViews.count == 1)
    }
}
