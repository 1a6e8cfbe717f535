import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PostDetailRouterTests {
    let factory = ModuleFactorySpy()
    let handler = EmbeddingTransitionHandlerSpy()

    private func makeRouter() -> PostDetailRouter {
        let router = PostDetailRouter(moduleFactory: factory)
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

    @Test func testThatRouterEmbedsTheThreadOfThePost() {
        // given
        let router = makeRouter()
        // when
        router.embedCommentsModule(forPostId: "7", focusingCommentId: nil, moduleOutput: CommentsModuleOutputSpy())
        // then
        #expect(handler.embeddedViews.first === factory.lastView && factory.lastInput?.postId == "7")
    }

    @Test func testThatTheEmbeddedThreadSelectsTheCommentNamed() {
        // given
        let router = makeRouter()
        // when
        router.embedCommentsModule(forPostId: "7", focusingCommentId: "9", moduleOutput: CommentsModuleOutputSpy())
        // then
        #expect(factory.lastInput?.focusedCommentId == "9")
    }

    @Test func testThatTheEmbeddedThreadReportsToThePost() {
        // given
        let router = makeRouter()
        // when
        router.embedCommentsModule(forPostId: "7", focusingCommentId: nil, moduleOutput: CommentsModuleOutputSpy())
        // then
        #expect(factory.lastInput?.commentsOutput != nil)
    }

    @Test func testThatProfileOpensWithTheAuthorsAccount() {
        // given
        let router = makeRouter()
        // when
        router.openProfileModule(withAccountId: "g")
        // then
        #expect(handler.openedViews.first === factory.lastView && factory.lastInput?.accountId == "g")
    }
}
