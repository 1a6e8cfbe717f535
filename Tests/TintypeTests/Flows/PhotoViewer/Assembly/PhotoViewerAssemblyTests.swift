import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PhotoViewerAssemblyTests {
    let assembly = PhotoViewerAssembly(mediaService: MediaServiceStub(), context: .test())

    @Test func testThatAssembledViewTalksToItsPresenter() {
        // given
        let module = assembly.assembleModule()
        // when
        let output = (module.view as? PhotoViewerView)?.output
        // then
        #expect(output === module.input)
    }

    @Test func testThatAClosedModuleIsFreed() async {
        // given
        let stack = NavigationStack(
            screen: MemoryScreen(size: TerminalSize(rows: 10, columns: 40)),
            frame: Rect(row: 0, column: 0, rows: 10, columns: 40))
        stack.push(ModuleViewStub())
        weak var presenter: AnyObject?
        weak var view: AnyObject?
        do {
            let module = assembly.assembleModule()
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
