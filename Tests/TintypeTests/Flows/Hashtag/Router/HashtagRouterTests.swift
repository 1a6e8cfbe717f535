import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct HashtagRouterTests {
    let handler = EmbeddingTransitionHandlerSpy()
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

    @Test func testThatTheTagsPostsAreEmbeddedWithTheHashtagsKeys() {
        // when
        router.embedPostListModule(listing: .hashtag(name: "moths"), moduleOutput: PostListModuleOutputSpy())
        // then
        #expect(factory.postListKeysScreens == ["hashtag"] && handler.embeddedViews.count == 1)
    }
}
