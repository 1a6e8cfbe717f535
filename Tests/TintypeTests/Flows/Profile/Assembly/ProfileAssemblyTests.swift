import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ProfileAssemblyTests {
    let assembly = ProfileAssembly(
        accountService: AccountServiceStub(), followService: FollowServiceStub(), safetyService: SafetyServiceStub(),
        mediaService: MediaServiceStub(), relationshipStore: RelationshipStore(), moduleFactory: ModuleFactorySpy(), context: .test())

    @Test func testThatAssembledViewTalksToItsPresenter() {
        // given
        let module = assembly.assembleModule()
        // when
        let output = (module.view as? ProfileView)?.output
        // then
        #expect(output === module.input)
    }

    @Test func testThatAnOpenedProfileIsFreedWhenClosed() async {
        // given
        let stack = NavigationStack(
            screen: MemoryScreen(size: TerminalSize(rows: 20, columns: 60)),
            frame: Rect(row: 0, column: 0, rows: 20, columns: 60))
        stack.push(ModuleViewStub())
        weak var presenter: AnyObject?
        weak var view: AnyObject?
        do {
            let module = assembly.assembleModule()
            module.input.configure(withAccountId: "g")
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
