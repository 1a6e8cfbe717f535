import Testing

@testable import Tintype

@MainActor
struct HashtagRouterTests {
    let handler = TransitionHandlerSpy()
    let factory = ModuleFactorySpy()
    let router: HashtagRouter

    init() {
        router = HashtagRouter(moduleFactory: factory)
        router.transitionHandler = handler
    }

    @Test func testThatRouterClosesTheModuleThroughItsTransitionHandler() {
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeRequests == 1)
    }

    @Test func testThatAPostIsOpenedOverTheGrid() {
        // when
        router.openPostDetailModule(postId: "9", moduleOutput: PostDetailModuleOutputSpy())
        // then
        #expect(factory.made.map(\.module) == [.postDetail] && handler.openedViews.count == 1)
    }
}
