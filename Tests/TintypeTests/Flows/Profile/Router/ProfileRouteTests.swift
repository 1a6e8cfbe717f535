import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ProfileRouteTests {
    let factory = ModuleFactorySpy()
    let handler = TransitionHandlerSpy()

    @Test func testThatRouteShowsTheProfileOfTheAccount() {
        // given
        let route = ProfileRoute(moduleFactory: factory)
        // when
        route.open(accountId: "42", from: handler)
        // then
        #expect(handler.openedViews.first === factory.lastView && factory.lastInput?.accountId == "42")
    }
}
