import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ConversationRouteTests {
    let factory = ModuleFactorySpy()
    let handler = TransitionHandlerSpy()
    let conversation = Conversation(key: "c1", serverId: "c1", participants: [], lastMessage: nil, isUnread: false)

    @Test func testThatRouteShowsTheConversation() {
        // given
        let route = ConversationRoute(moduleFactory: factory)
        // when
        route.open(conversation, from: handler)
        // then
        #expect(handler.openedViews.first === factory.lastView && factory.lastInput?.conversation?.id == "c1")
    }

    @Test func testThatRouteGivesTheConversationItsOutputWhenThereIsOne() {
        // given
        let route = ConversationRoute(moduleFactory: factory)
        // when
        route.open(conversation, moduleOutput: ConversationModuleOutputSpy(), from: handler)
        // then
        #expect(factory.lastInput?.conversationOutput != nil)
    }
}
