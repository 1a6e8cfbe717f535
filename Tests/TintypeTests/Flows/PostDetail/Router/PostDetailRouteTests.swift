import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PostDetailRouteTests {
    let factory = ModuleFactorySpy()
    let handler = TransitionHandlerSpy()

    @Test func testThatRouteShowsThePostModuleOverTheOpener() {
        // given
        let route = PostDetailRoute(moduleFactory: factory)
        // when
        route.open(postId: "7", moduleOutput: PostDetailModuleOutputSpy(), from: handler)
        // then
        #expect(handler.openedViews.first === factory.lastView && factory.made.first?.module == .postDetail)
    }

    @Test func testThatRouteConfiguresThePostAndItsOutputBeforeShowingIt() {
        // given
        let route = PostDetailRoute(moduleFactory: factory)
        // when
        route.open(postId: "7", moduleOutput: PostDetailModuleOutputSpy(), from: handler)
        // then
        #expect(factory.lastInput?.postId == "7" && factory.lastInput?.postDetailOutput != nil)
    }
}
