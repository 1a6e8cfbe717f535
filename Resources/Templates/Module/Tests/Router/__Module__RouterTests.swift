import Testing

@testable import Tintype

@MainActor
struct __Module__RouterTests {
    @Test func testThatRouterClosesTheModuleThroughItsTransitionHandler() {
        // given
        let handler = TransitionHandlerSpy()
        let router = __Module__Router(moduleFactory: ModuleFactorySpy())
        router.transitionHandler = handler
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeRequests == 1)
    }
}
