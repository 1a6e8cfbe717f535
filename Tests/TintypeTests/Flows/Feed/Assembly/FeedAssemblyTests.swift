import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct FeedAssemblyTests {
    let assembly = FeedAssembly(
        postService: PostServiceStub(), safetyService: SafetyServiceStub(), choiceService: ChoiceServiceStub(),
        readMarkerService: ReadMarkerServiceStub(), postStore: PostStore(),
        moduleFactory: ModuleFactorySpy(), context: .test())

    @Test func testThatAssembledViewTalksToItsPresenter() {
        // given
        let module = assembly.assembleModule()
        // when
        let output = (module.view as? FeedView)?.output
        // then
        #expect(output === module.input)
    }

    @Test func testThatQuittingTheAssembledFeedClosesItThroughTheNavigator() {
        // given
        let module = assembly.assembleModule()
        let navigator = NavigatorSpy()
        module.view.attach(
            to: MemoryScreen(size: TerminalSize(rows: 10, columns: 40)),
            frame: Rect(row: 0, column: 0, rows: 10, columns: 40), navigator: navigator)
        // when
        module.view.handle(.character("q"))
        // then
        #expect(navigator.popRequests == 1)
    }

    @Test func testThatClosedModuleIsFreedEvenWithRequestsInFlight() async {
        // given
        weak var presenter: AnyObject?
        weak var view: AnyObject?
        do {
            let hanging = FeedAssembly(
                postService: HangingPostService(), safetyService: SafetyServiceStub(), choiceService: ChoiceServiceStub(),
                readMarkerService: ReadMarkerServiceStub(), postStore: PostStore(),
                moduleFactory: ModuleFactorySpy(), context: .test())
            let module = hanging.assembleModule()
            module.view.attach(
                to: MemoryScreen(size: TerminalSize(rows: 10, columns: 40)),
                frame: Rect(row: 0, column: 0, rows: 10, columns: 40), navigator: NavigatorSpy())
            presenter = module.input
            view = module.view
            module.view.detach()
        }
        // when
        await eventually { presenter == nil && view == nil }
        // then
        #expect(presenter == nil && view == nil)
    }
}
