import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PostHistoryRouterTests {
    @Test func testThatRouterClosesTheModuleThroughItsTransitionHandler() {
        // given
        let handler = TransitionHandlerSpy()
        let router = PostHistoryRouter(moduleFactory: ModuleFactorySpy())
        router.transitionHandler = handler
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeRequests == 1)
    }
}
