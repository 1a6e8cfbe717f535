import Foundation
import MastodonAPI
import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct SignInAssemblyTests {
    private static let service = SignInServiceStub(
        begin: .failure(SignIn.Failure.noCode),
        complete: .success("grace@pixelfed.example"))
    let assembly = SignInAssembly(signInService: Self.service)

    @Test func testThatAssembledViewTalksToItsPresenter() {
        // given
        let output = SignInModuleOutputSpy()
        // when
        let view = assembly.assembleModule(output: output)
        // then
        #expect((view as? SignInView)?.output is SignInPresenter)
    }

    @Test func testThatAClosedModuleIsFreed() async {
        // given
        let output = SignInModuleOutputSpy()
        let stack = NavigationStack(
            screen: MemoryScreen(size: TerminalSize(rows: 10, columns: 40)),
            frame: Rect(row: 0, column: 0, rows: 10, columns: 40))
        stack.push(ModuleViewStub())
        weak var view: AnyObject?
        do {
            let module = assembly.assembleModule(output: output)
            view = module
            stack.push(module)
        }
        // when: taken away, as the shell does once signed in
        stack.pop()
        await eventually { view == nil }
        // then
        #expect(view == nil)
    }
}
