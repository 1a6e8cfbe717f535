import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct SafetyFormRouterTests {
    @Test func testThatRouterClosesTheModuleThroughItsTransitionHandler() {
        // given
        let handler = TransitionHandlerSpy()
        let router = SafetyFormRouter(moduleFactory: ModuleFactorySpy())
        router.transitionHandler = handler
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeRequests == 1)
    }
}
