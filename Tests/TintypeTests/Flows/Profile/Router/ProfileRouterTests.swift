import Testing

@testable import Tintype

@MainActor
struct ProfileRouterTests {
    let factory = ModuleFactorySpy()
    let handler = TransitionHandlerSpy()

    private func makeRouter() -> ProfileRouter {
        let router = ProfileRouter(moduleFactory: factory)
        router.transitionHandler = handler
        return router
    }

    @Test func testThatAPostOpensConfiguredWithItsIdAndOutput() {
        // given
        let router = makeRouter()
        // when
        router.openPostDetailModule(postId: "7", moduleOutput: PostDetailModuleOutputSpy())
        // then
        #expect(factory.lastInput?.postId == "7" && factory.lastInput?.postDetailOutput != nil && handler.openedViews.count == 1)
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
