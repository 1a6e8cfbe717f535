import Testing
@testable import Tintype

@MainActor
struct PostDetailRouterTests {
    @Test func testThatRouterClosesTheModuleThroughItsTransitionHandler() {
        // given
        let handler = TransitionHandlerSpy()
        let router = PostDetailRouter()
        router.transitionHandler = handler
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeRequests == 1)
    }
}
