import Testing

@testable import Tintype

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
}
