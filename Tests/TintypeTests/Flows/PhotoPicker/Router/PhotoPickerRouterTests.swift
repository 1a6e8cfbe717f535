import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PhotoPickerRouterTests {
    @Test func testThatRouterClosesTheModuleThroughItsTransitionHandler() {
        // given
        let handler = TransitionHandlerSpy()
        let router = PhotoPickerRouter(moduleFactory: ModuleFactorySpy())
        router.transitionHandler = handler
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeRequests == 1)
    }
}
