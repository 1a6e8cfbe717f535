import Testing

@testable import Tintype

@MainActor
struct ConversationRouterTests {
    @Test func testThatRouterClosesTheModuleThroughItsTransitionHandler() {
        // given
        let handler = TransitionHandlerSpy()
        let router = ConversationRouter()
        router.transitionHandler = handler
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeRequests == 1)
    }
}
