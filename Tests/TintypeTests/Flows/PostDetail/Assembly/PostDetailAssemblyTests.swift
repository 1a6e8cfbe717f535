import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PostDetailAssemblyTests {
    @Test func testThatPostDetailOpenedFromTheFeedIsFreedWhenClosed() async {
        // given
        let stack = NavigationStack(
            screen: MemoryScreen(size: TerminalSize(rows: 10, columns: 40)), frame: Rect(row: 0, column: 0, rows: 10, columns: 40))
        stack.push(ModuleViewStub())
        weak var presenter: AnyObject?
        weak var interactor: AnyObject?
        weak var view: AnyObject?
        do {
            let module = Modules.stubbed(StubServiceComponents(postService: HangingPostService())).makePostDetailModule()
            module.input.configure(withPostId: "1")
            presenter = module.input
            interactor = (module.input as? PostDetailPresenter)?.interactor
            view = module.view
            stack.push(module.view)
        }
        // when
        stack.handle(.escape)
        await eventually { presenter == nil && interactor == nil && view == nil }
        // then
        #expect(presenter == nil && interactor == nil && view == nil)
    }

    @Test func testThatTheEmbeddedThreadIsFreedWithThePost() async {
        // given
        let stack = NavigationStack(
            screen: MemoryScreen(size: TerminalSize(rows: 20, columns: 60)), frame: Rect(row: 0, column: 0, rows: 20, columns: 60))
        stack.push(ModuleViewStub())
        weak var threadView: AnyObject?
        weak var threadPresenter: AnyObject?
        weak var threadInteractor: AnyObject?
        do {
            let module = Modules.stubbed(StubServiceComponents(postService: HangingPostService())).makePostDetailModule()
            module.input.configure(withPostId: "1")
            stack.push(module.view)
            let embedded = (module.view as? PostDetailView)?.embedded as? CommentsView
            threadView = embedded
            threadPresenter = embedded?.output
            threadInteractor = (embedded?.output as? CommentsPresenter)?.interactor
        }
        // when
        stack.handle(.escape)
        await eventually { threadView == nil && threadPresenter == nil && threadInteractor == nil }
        // then
        #expect(threadView == nil && threadPresenter == nil && threadInteractor == nil)
    }

    @Test func testThatOpeningThePostEmbedsItsThread() {
        // given
        let stack = NavigationStack(
            screen: MemoryScreen(size: TerminalSize(rows: 20, columns: 60)), frame: Rect(row: 0, column: 0, rows: 20, columns: 60))
        let module = Modules.stubbed(StubServiceComponents(postService: HangingPostService())).makePostDetailModule()
        module.input.configure(withPostId: "1")
        // when
        stack.push(module.view)
        // then
        #expect((module.view as? PostDetailView)?.embedded is CommentsView)
    }
}
