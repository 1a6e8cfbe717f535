import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ConversationsRouterTests {
    let handler = TransitionHandlerSpy()
    let factory = ModuleFactorySpy()
    let router: ConversationsRouter

    init() {
        router = ConversationsRouter(moduleFactory: factory)
        router.transitionHandler = handler
    }

    @Test func testThatOpeningAConversationConfiguresItWithThePeople() {
        // given
        let conversation = Conversation.new(with: [Author(id: "7", displayName: "Grace Hopper", handle: "grace")])
        // when
        router.openConversationModule(with: conversation, moduleOutput: ConversationModuleOutputSpy())
        // then
        #expect(factory.lastInput?.conversation == conversation)
    }

    @Test func testThatOpeningAConversationShowsItOverTheList() {
        // given
        // when
        router.openConversationModule(with: .new(with: []), moduleOutput: ConversationModuleOutputSpy())
        // then
        #expect(handler.openedViews.count == 1)
    }

    @Test func testThatRouterClosesTheModuleThroughItsTransitionHandler() {
        // given
        // when
        router.closeCurrentModule()
        // then
        #expect(handler.closeRequests == 1)
    }
}
