import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ProfileRouterTests {
    let factory = ModuleFactorySpy()
    let handler = EmbeddingTransitionHandlerSpy()

    private func makeRouter() -> ProfileRouter {
        let router = ProfileRouter(moduleFactory: factory)
        router.transitionHandler = handler
        return router
    }

    @Test func testThatThePostListIsEmbeddedListingTheAccount() {
        // given
        let router = makeRouter()
        // when
        router.embedPostListModule(listing: .account(id: "g", isMine: false), moduleOutput: PostListModuleOutputSpy())
        // then
        #expect(factory.lastInput?.postListSources == [.account(id: "g", isMine: false)] && handler.embeddedViews.count == 1)
    }

    @Test func testThatThePostListTakesTheProfilesKeysFromTheConfiguration() {
        // given
        let router = makeRouter()
        // when
        router.embedPostListModule(listing: .saved, moduleOutput: PostListModuleOutputSpy())
        // then
        #expect(factory.postListKeysScreens == ["profile"])
    }

    @Test func testThatFollowersOpenConfiguredWithTheAccount() {
        // given
        let router = makeRouter()
        // when
        router.openAccountListModule(source: .followers(accountId: "g", handle: "grace"))
        // then
        #expect(
            factory.made.first?.module == .accountList
                && factory.lastInput?.accountListSource == .followers(accountId: "g", handle: "grace"))
    }

    @Test func testThatClosingGoesThroughTheTransitionHandler() {
        // given
        let router = makeRouter()
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeRequests == 1)
    }
}
