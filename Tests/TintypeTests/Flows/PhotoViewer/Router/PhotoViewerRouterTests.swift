import Testing

@testable import Tintype

@MainActor
struct PhotoViewerRouterTests {
    @Test func testThatRouterClosesTheModuleThroughItsTransitionHandler() {
        // given
        let handler = TransitionHandlerSpy()
        let router = PhotoViewerRouter(externalViewer: ExternalViewer { _ in })
        router.transitionHandler = handler
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeRequests == 1)
    }

    @Test func testThatTheOriginalGoesToTheExternalViewer() throws {
        // given
        let opened = LockedList<String>()
        let router = PhotoViewerRouter(externalViewer: ExternalViewer { opened.append($0) })
        // when
        try router.openOriginal(at: "https://x/1.jpg")
        // then
        #expect(opened.items == ["https://x/1.jpg"])
    }
}
