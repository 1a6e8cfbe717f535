import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct AccountSwitcherRouterTests {
    @Test func testThatRouterClosesTheModuleThroughItsTransitionHandler() {
        // given
        let handler = TransitionHandlerSpy()
        let router = AccountSwitcherRouter()
        router.transitionHandler = handler
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeRequests == 1)
    }
}
