import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct AccountListRouterTests {
    let factory = ModuleFactorySpy()
    let handler = TransitionHandlerSpy()

    @Test func testThatAnAccountOpensItsProfile() {
        // given
        let router = AccountListRouter(moduleFactory: factory)
        router.transitionHandler = handler
        // when
        router.openProfileModule(accountId: "g")
        // then
        #expect(factory.lastInput?.accountId == "g" && handler.openedViews.first === factory.lastView)
    }

    @Test func testThatClosingGoesThroughTheTransitionHandler() {
        // given
        let router = AccountListRouter(moduleFactory: factory)
        router.transitionHandler = handler
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeRequests == 1)
    }
}
