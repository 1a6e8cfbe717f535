import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct RootRouterTests {
    let factory = ModuleFactorySpy()
    let handler = RootTransitionHandlerSpy()

    private func makeRouter() -> RootRouter {
        let router = RootRouter(moduleFactory: factory)
        router.transitionHandler = handler
        return router
    }

    @Test func testThatEveryTabGetsItsFirstModuleInOrder() {
        // given
        let router = makeRouter()
        // when
        router.embedTabModules(
            badgeOutput: RootPresenter(
                interactor: RootInteractorInputSpy(), router: RootRouterInputSpy(),
                context: .test()), openingComposer: false)
        // then
        #expect(
            handler.embedded.map(\.tab) == RootTab.allCases
                && factory.made.map(\.module) == [
                    .feed, .generated("Explore"), .generated("Activity"), .generated("Conversations"), .profile,
                ])
    }

    @Test func testThatTheProfileTabShowsTheSignedInAccount() {
        // given
        let router = makeRouter()
        // when
        router.embedTabModules(
            badgeOutput: RootPresenter(
                interactor: RootInteractorInputSpy(), router: RootRouterInputSpy(),
                context: .test()), openingComposer: false)
        // then
        #expect(factory.made.last?.input.isSignedInAccount == true)
    }

    @Test func testThatTheLikesTabTellsTheTabBarItsCount() {
        // given
        let router = makeRouter()
        let presenter = RootPresenter(interactor: RootInteractorInputSpy(), router: RootRouterInputSpy(), context: .test())
        // when
        router.embedTabModules(badgeOutput: presenter, openingComposer: false)
        // then
        #expect(factory.made.first { $0.module == .generated("Activity") }?.input.badgeOutput === presenter)
    }

    @Test func testThatClosingGoesThroughTheTransitionHandler() {
        // given
        let router = makeRouter()
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeRequests == 1)
    }

    @Test func testThatHomeIsToldToOpenTheComposer() {
        // given
        let router = makeRouter()
        let presenter = RootPresenter(interactor: RootInteractorInputSpy(), router: RootRouterInputSpy(), context: .test())
        // when
        router.embedTabModules(badgeOutput: presenter, openingComposer: true)
        // then
        #expect(factory.made.first { $0.module == .feed }?.input.opensComposer == true)
    }
}
