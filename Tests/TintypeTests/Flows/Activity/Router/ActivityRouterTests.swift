import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ActivityRouterTests {
    let factory = ModuleFactorySpy()
    let handler = EmbeddingTransitionHandlerSpy()

    private func makeRouter() -> ActivityRouter {
        let router = ActivityRouter(moduleFactory: factory)
        router.transitionHandler = handler
        return router
    }

    @Test func testThatThePostsILikedAreEmbeddedAsAListOfPosts() {
        // given
        let router = makeRouter()
        // when
        router.embedPostListModule(listing: .liked, moduleOutput: PostListModuleOutputSpy())
        // then
        #expect(factory.lastInput?.postListSources == [.liked] && handler.embeddedViews.count == 1)
    }

    @Test func testThatThePostsILikedLeaveTheKeysOverThemToTheActivity() {
        // given
        let router = makeRouter()
        // when
        router.embedPostListModule(listing: .liked, moduleOutput: PostListModuleOutputSpy())
        // then
        #expect(
            factory.postListHostKeys.first?.contains(.character("m")) == true
                && factory.postListHostKeys.first?.contains(.character("f")) == false)
    }

    @Test func testThatAPostOpensConfiguredWithItsId() {
        // given
        let router = makeRouter()
        // when
        router.openPostDetailModule(postId: "7", focusingCommentId: nil, moduleOutput: PostDetailModuleOutputSpy())
        // then
        #expect(factory.lastInput?.postId == "7" && factory.lastInput?.postDetailOutput != nil && handler.openedViews.count == 1)
    }

    @Test func testThatACommentOpensItsThreadFocusedOnIt() {
        // given
        let router = makeRouter()
        // when
        router.openPostDetailModule(postId: "7", focusingCommentId: "9", moduleOutput: PostDetailModuleOutputSpy())
        // then
        #expect(factory.lastInput?.focusedCommentId == "9")
    }

    @Test func testThatTheLikersOpenAsAnAccountList() {
        // given
        let router = makeRouter()
        // when
        router.openAccountListModule(source: .likers(postId: "7"))
        // then
        #expect(factory.made.first?.module == .accountList && factory.lastInput?.accountListSource == .likers(postId: "7"))
    }

    @Test func testThatAProfileOpensConfiguredWithTheAccount() {
        // given
        let router = makeRouter()
        // when
        router.openProfileModule(accountId: "g")
        // then
        #expect(factory.made.first?.module == .profile && factory.lastInput?.accountId == "g")
    }

    @Test func testThatRouterClosesTheModuleThroughItsTransitionHandler() {
        // given
        let router = makeRouter()
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeRequests == 1)
    }
}
