import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct AccountListRouteTests {
    let factory = ModuleFactorySpy()
    let handler = TransitionHandlerSpy()

    @Test func testThatRouteShowsTheListOfWhatItWasGiven() {
        // given
        let route = AccountListRoute(moduleFactory: factory)
        // when
        route.open(source: .likers(postId: "7"), from: handler)
        // then
        #expect(handler.openedViews.first === factory.lastView && factory.lastInput?.accountListSource == .likers(postId: "7"))
    }
}
