import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct CommentsAssemblyTests {
    let assembly = CommentsAssembly(
        commentService: CommentServiceStub(), postStore: PostStore(), moduleFactory: ModuleFactorySpy(), context: .test())

    @Test func testThatAssembledViewTalksToItsPresenter() {
        // given
        let module = assembly.assembleModule()
        // when
        let output = (module.view as? CommentsView)?.output
        // then
        #expect(output === module.input)
    }

    @Test func testThatAssembledPresenterOwnsItsInteractorsAnswers() {
        // given
        let module = assembly.assembleModule()
        // when
        let presenter = module.input as? CommentsPresenter
        // then
        #expect(presenter?.view === module.view)
    }
}
