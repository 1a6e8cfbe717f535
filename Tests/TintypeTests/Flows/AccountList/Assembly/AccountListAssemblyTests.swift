import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct AccountListAssemblyTests {
    @Test func testThatAssembledViewTalksToItsPresenter() {
        // given
        let module = AccountListAssembly(
            accountService: AccountServiceStub(), likeService: LikeServiceStub(), safetyService: SafetyServiceStub(),
            moduleFactory: ModuleFactorySpy(), context: .test()
        )
        .assembleModule()
        // when
        let output = (module.view as? AccountListView)?.output
        // then
        #expect(output === module.input)
    }

    /// Closing frees the module, whose interactor stops what it has under way then.
    @Test func testThatAClosedListIsFreed() async {
        // given
        let stack = NavigationStack(
            screen: MemoryScreen(size: TerminalSize(rows: 20, columns: 60)),
            frame: Rect(row: 0, column: 0, rows: 20, columns: 60))
        stack.push(ModuleViewStub())
        weak var presenter: AnyObject?
        weak var view: AnyObject?
        do {
            let module = AccountListAssembly(
                accountService: AccountServiceStub(), likeService: LikeServiceStub(), safetyService: SafetyServiceStub(),
                moduleFactory: ModuleFactorySpy(), context: .test()
            )
            .assembleModule()
            module.input.configure(withSource: .followers(accountId: "g", handle: "grace"))
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
