import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct FeedRouterTests {
    let factory = ModuleFactorySpy()
    let handler = TransitionHandlerSpy()

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

    @Test func testThatWhoLikedAPostOpensAsAnAccountList() {
        // given
        let router = makeRouter()
        // when
        router.openAccountListModule(source: .likers(postId: "7"))
        // then
        #expect(factory.made.first?.module == .accountList && factory.lastInput?.accountListSource == .likers(postId: "7"))
    }

    @Test func testThatRouterOpensThePostDetailModuleItWasGiven() {
        // given
        let router = makeRouter()
        // when
        router.openPostDetailModule(postId: "7", moduleOutput: PostDetailModuleOutputSpy())
        // then
        #expect(handler.openedViews.first === factory.lastView && factory.made.first?.module == .postDetail)
    }

    @Test func testThatRouterConfiguresThePostBeforeShowingIt() {
        // given
        let router = makeRouter()
        // when
        router.openPostDetailModule(postId: "7", moduleOutput: PostDetailModuleOutputSpy())
        // then
        #expect(factory.lastInput?.postId == "7" && factory.lastInput?.postDetailOutput != nil)
    }

    @Test func testThatRouterOpensTheProfileOfTheAccount() {
        // given
        let router = makeRouter()
        // when
        router.openProfileModule(accountId: "g")
        // then
        #expect(factory.made.first?.module == .profile && factory.lastInput?.accountId == "g")
    }
}
