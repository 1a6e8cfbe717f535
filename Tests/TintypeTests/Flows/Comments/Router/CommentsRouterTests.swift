import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct CommentsRouterTests {
    let factory = ModuleFactorySpy()
    let handler = TransitionHandlerSpy()

    private func makeRouter() -> CommentsRouter {
        let router = CommentsRouter(moduleFactory: factory)
        router.transitionHandler = handler
        return router
    }

    @Test func testThatACommentOpensAsAPostDetailModule() {
        // given
        let router = makeRouter()
        // when
        router.openPostDetailModule(withPostId: "2", moduleOutput: PostDetailModuleOutputSpy())
        // then
        #expect(handler.openedViews.first === factory.lastView && factory.made.first?.module == .postDetail)
    }

    @Test func testThatTheOpenedPostIsConfiguredWithTheCommentsId() {
        // given
        let router = makeRouter()
        // when
        router.openPostDetailModule(withPostId: "2", moduleOutput: PostDetailModuleOutputSpy())
        // then
        #expect(factory.lastInput?.postId == "2")
    }

    @Test func testThatTheOpenedPostReportsBackToTheThread() {
        // given
        let router = makeRouter()
        // when
        router.openPostDetailModule(withPostId: "2", moduleOutput: PostDetailModuleOutputSpy())
        // then
        #expect(factory.lastInput?.postDetailOutput != nil)
    }

    @Test func testThatProfileOpensWithTheAccount() {
        // given
        let router = makeRouter()
        // when
        router.openProfileModule(withAccountId: "g")
        // then
        #expect(factory.made.first?.module == .profile && factory.lastInput?.accountId == "g")
    }
}
