import Testing
@testable import Tintype

@MainActor
struct FeedRouterTests {
    @Test func testThatRouterClosesTheModuleThroughItsTransitionHandler() {
        // given
        let handler = TransitionHandlerSpy()
        let router = FeedRouter(postDetailAssembly: PostDetailAssembly(postService: PostServiceStub(), likeService: LikeServiceStub(), commentService: CommentServiceStub(), instanceName: "demo"))
        router.transitionHandler = handler
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeRequests == 1)
    }

    @Test func testThatRouterOpensThePostDetailModule() {
        // given
        let handler = TransitionHandlerSpy()
        let router = FeedRouter(postDetailAssembly: PostDetailAssembly(postService: PostServiceStub(), likeService: LikeServiceStub(), commentService: CommentServiceStub(), instanceName: "demo"))
        router.transitionHandler = handler
        // when
        router.openPostDetailModule(postId: "7", moduleOutput: PostDetailModuleOutputSpy())
        // then
        #expect(handler.openedViews.first is PostDetailView)
    }
}
