import TerminalUI
import Testing
@testable import Tintype

@MainActor
struct PostDetailAssemblyTests {
    @Test func testThatPostDetailOpenedFromTheFeedIsFreedWhenClosed() async {
        // given
        let stack = NavigationStack(screen: MemoryScreen(size: TerminalSize(rows: 10, columns: 40)))
        stack.push(ModuleViewSpy())
        weak var presenter: AnyObject?
        weak var view: AnyObject?
        do {
            let module = PostDetailAssembly(postService: HangingPostService(), likeService: LikeServiceStub(), commentService: CommentServiceStub(), instanceName: "demo").assembleModule()
            module.input.configure(withPostId: "1")
            presenter = module.input
            view = module.view
            stack.push(module.view)
        }
        // when
        stack.handle(.escape)
        await eventually { presenter == nil && view == nil }
        // then
        #expect(presenter == nil && view == nil)
    }
}
