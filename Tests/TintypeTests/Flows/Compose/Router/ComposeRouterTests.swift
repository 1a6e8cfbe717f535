import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ComposeRouterTests {
    @Test func testThatRouterClosesTheModuleThroughItsTransitionHandler() {
        // given
        let handler = TransitionHandlerSpy()
        let router = ComposeRouter(moduleFactory: ModuleFactorySpy())
        router.transitionHandler = handler
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeRequests == 1)
    }
}
