import Testing
@testable import Tintype

@MainActor
struct FeedRouterTests {
    @Test func testThatRouterClosesTheModuleThroughItsTransitionHandler() {
        // given
        let handler = TransitionHandlerSpy()
        let router = FeedRouter()
        router.transitionHandler = handler
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeRequests == 1)
    }
}
