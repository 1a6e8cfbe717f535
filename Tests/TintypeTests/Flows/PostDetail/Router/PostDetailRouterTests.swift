import Testing
@testable import Tintype

@MainActor
final class EmbeddingTransitionHandlerSpy: EmbeddingTransitionHandler {
    var openedViews: [any ModuleView] = []
    var embeddedViews: [any EmbeddedModuleView] = []
    var closeRequests = 0

    func openModule(_ view: any ModuleView) { openedViews.append(view) }
    func closeCurrentModule() { closeRequests += 1 }
    func embedModule(_ view: any EmbeddedModuleView) { embeddedViews.append(view) }
}

@MainActor
struct PostDetailRouterTests {
    private func makeRouter(profiles: ProfileModuleFactory? = nil) -> PostDetailRouter {
        let postDetail = PostDetailAssembly(postService: PostServiceStub(), likeService: LikeServiceStub(),
                                            commentService: CommentServiceStub(), instanceName: "demo")
        let comments = CommentsAssembly(commentService: CommentServiceStub(), postDetailAssembly: postDetail,
                                        profileModuleFactory: nil, instanceName: "demo")
        return PostDetailRouter(commentsAssembly: comments, profileModuleFactory: profiles)
    }

    @Test func testThatRouterClosesTheModuleThroughItsTransitionHandler() {
        // given
        let handler = EmbeddingTransitionHandlerSpy()
        let router = makeRouter()
        router.transitionHandler = handler
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeRequests == 1)
    }

    @Test func testThatRouterEmbedsTheThreadOfThePost() {
        // given
        let handler = EmbeddingTransitionHandlerSpy()
        let router = makeRouter()
        router.transitionHandler = handler
        // when
        router.embedCommentsModule(forPostId: "7", moduleOutput: CommentsModuleOutputSpy())
        // then
        #expect(handler.embeddedViews.first is CommentsView)
    }

    @Test func testThatProfileCannotOpenWithoutAProfileScreen() {
        // given
        let router = makeRouter()
        router.transitionHandler = EmbeddingTransitionHandlerSpy()
        // when
        let opened = router.openProfileModule(withAccountId: "g")
        // then
        #expect(!opened)
    }

    @Test func testThatProfileOpensThroughItsFactory() {
        // given
        let handler = EmbeddingTransitionHandlerSpy()
        let router = makeRouter(profiles: { _ in ModuleViewSpy() })
        router.transitionHandler = handler
        // when
        _ = router.openProfileModule(withAccountId: "g")
        // then
        #expect(handler.openedViews.first is ModuleViewSpy)
    }
}
