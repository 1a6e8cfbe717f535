import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ExploreRouterTests {
    let handler = TransitionHandlerSpy()
    let factory = ModuleFactorySpy()
    let router: ExploreRouter

    init() {
        router = ExploreRouter(moduleFactory: factory)
        router.transitionHandler = handler
    }

    @Test func testThatRouterClosesTheModuleThroughItsTransitionHandler() {
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeRequests == 1)
    }

    @Test func testThatAProfileIsOpenedOverTheResults() {
        // when
        router.openProfileModule(accountId: "g")
        // then
        #expect(factory.made.map(\.module) == [.profile] && handler.openedViews.count == 1)
    }

    @Test func testThatAPostIsOpenedOverTheResults() {
        // when
        router.openPostDetailModule(postId: "9", moduleOutput: PostDetailModuleOutputSpy())
        // then
        #expect(factory.made.map(\.module) == [.postDetail] && handler.openedViews.count == 1)
    }

    @Test func testThatAHashtagIsOpenedOverTheResults() {
        // when
        router.openHashtagModule(tagName: "moths")
        // then
        #expect(factory.made.map(\.module) == [.generated("Hashtag")] && handler.openedViews.count == 1)
    }
}
