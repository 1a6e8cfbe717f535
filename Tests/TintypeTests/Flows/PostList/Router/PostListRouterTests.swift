import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PostListRouterTests {
    let handler = TransitionHandlerSpy()
    let factory = ModuleFactorySpy()
    let router: PostListRouter

    init() {
        router = PostListRouter(moduleFactory: factory)
        router.transitionHandler = handler
    }

    @Test func testThatAPostIsOpenedOverTheHost() {
        // when
        router.openPostDetailModule(postId: "9", moduleOutput: PostDetailModuleOutputSpy())
        // then
        #expect(factory.lastInput?.postId == "9" && handler.openedViews.count == 1)
    }
}
