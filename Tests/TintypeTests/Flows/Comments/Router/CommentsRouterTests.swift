import Testing
@testable import Tintype

@MainActor
struct CommentsRouterTests {
    private func makeRouter(profiles: ProfileModuleFactory? = nil) -> CommentsRouter {
        CommentsRouter(postDetailAssembly: PostDetailAssembly(postService: PostServiceStub(), likeService: LikeServiceStub(),
                                                              commentService: CommentServiceStub(), instanceName: "demo"),
                       profileModuleFactory: profiles)
    }

    @Test func testThatACommentOpensAsAPostDetailModule() {
        // given
        let handler = TransitionHandlerSpy()
        let router = makeRouter()
        router.transitionHandler = handler
        // when
        router.openPostDetailModule(withPostId: "2")
        // then
        #expect(handler.openedViews.first is PostDetailView)
    }

    @Test func testThatTheOpenedPostIsConfiguredWithTheCommentsId() {
        // given
        let handler = TransitionHandlerSpy()
        let router = makeRouter()
        router.transitionHandler = handler
        // when
        router.openPostDetailModule(withPostId: "2")
        // then
        #expect(((handler.openedViews.first as? PostDetailView)?.output as? PostDetailPresenter)?.state.postId == "2")
    }

    @Test func testThatProfileCannotOpenWithoutAProfileScreen() {
        // given
        let router = makeRouter()
        // when
        let opened = router.openProfileModule(withAccountId: "g")
        // then
        #expect(!opened)
    }

    @Test func testThatProfileOpensThroughItsFactoryWithTheAccount() {
        // given
        var requested: [String] = []
        let router = makeRouter(profiles: { accountId in
            requested.append(accountId)
            return ModuleViewSpy()
        })
        let handler = TransitionHandlerSpy()
        router.transitionHandler = handler
        // when
        _ = router.openProfileModule(withAccountId: "g")
        // then
        #expect(requested == ["g"])
    }
}
