import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PostListAssemblyTests {
    let assembly = PostListAssembly(
        postService: PostServiceStub(), accountService: AccountServiceStub(), likeService: LikeServiceStub(),
        boostService: BoostServiceStub(),
        saveService: SaveServiceStub(), safetyService: SafetyServiceStub(), tagService: TagServiceStub(),
        timelineService: TimelineServiceStub(), quoteService: QuoteServiceStub(),
        publishingService: PublishingServiceStub(), mediaService: MediaServiceStub(), postStore: PostStore(),
        moduleFactory: ModuleFactorySpy(), context: .test())

    @Test func testThatAssembledViewTalksToItsPresenter() {
        // given
        let module = assembly.assembleModule(keysScreen: "profile", hostKeys: [])
        // when
        let output = (module.view as? PostListView)?.output
        // then
        #expect(output === module.input)
    }

    @Test func testThatTheListIsFreedWithItsView() {
        // given
        weak var presenter: AnyObject?
        do {
            let module = assembly.assembleModule(keysScreen: "profile", hostKeys: [])
            presenter = module.input
        }
        // when the view and its input are let go
        // then
        #expect(presenter == nil)
    }
}
