import Foundation
import Logging
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct MessageServiceImplementationTests {
    let cache = FileCache(directory: TestFolders.unique("tintype-messages"))

    let folder = TestFolders.unique("tintype-messages")

    private func service(_ transport: StubTransport) throws -> MessageServiceImplementation {
        let client = try MastodonClient.stubbed(transport)
        let outbox = Outbox(directory: folder.appendingPathComponent("outbox"))
        let writes = OutboxFacade(
            outbox: outbox, delivery: .testing(client: client, outbox: outbox, retryDelays: []),
            drafts: DraftStore(directory: folder.appendingPathComponent("drafts")))
        return MessageServiceImplementation(
            client: client, writes: writes, limits: InstanceLimits(client: client), cache: cache, cacheKey: "messages-test",
            logger: Logger(label: "test"))
    }

    private static func conversations(_ entries: [(id: String, with: String)]) -> String {
        "["
            + entries.map {
                #"{"id":"\#($0.id)","unread":true,"accounts":[\#(StubJSON.account(id: $0.with))],"last_status":\#(StubJSON.status(id: $0.id))}"#
            }
            .joined(separator: ",") + "]"
    }

    @Test func testThatTheLatestConversationsAreSavedForTheNextStart() async throws {
        // given
        _ = try await service(StubTransport(json: Self.conversations([("12", "g")]))).obtainNewestConversations()
        // when
        let cached = await try service(StubTransport([])).obtainCachedConversations()
        // then
        #expect(cached?.conversations.map(\.serverId) == ["12"])
    }

    @Test func testThatAConversationWhoseIdChangedIsShownOnce() async throws {
        // given
        let transport = StubTransport(json: Self.conversations([("12", "g"), ("8", "a")]))
        let messages = try service(transport)
        _ = try await messages.obtainNewestConversations()
        transport.answer(with: [
            .success(
                HTTPResponse(
                    status: 200, headers: [("Content-Type", "application/json")], body: Data(Self.conversations([("14", "g")]).utf8)))
        ])
        // when
        let slice = try await messages.obtainNewestConversations()
        // then
        #expect(slice.conversations.map(\.serverId) == ["14", "8"])
    }

    @Test func testThatMarkingReadAsksTheServer() async throws {
        // given
        let transport = StubTransport(json: #"{"id":"12","accounts":[]}"#)
        // when
        try await service(transport).markConversationRead(id: "12")
        // then
        #expect(transport.lastRequest?.url.path == "/api/v1/conversations/12/read")
    }

    private static func answer(_ json: String, status: Int = 200) -> Result<HTTPResponse, TransportError> {
        .success(HTTPResponse(status: status, headers: [("Content-Type", "application/json")], body: Data(json.utf8)))
    }

    private static func directStatus(id: String, by author: String, mentioning: [String]) -> String {
        let mentions = mentioning.map { #"{"id":"\#($0)","acct":"\#($0)"}"# }.joined(separator: ",")
        return
            #"{"id":"\#(id)","created_at":"2026-11-21T10:00:00.000Z","content":"<p>hi</p","visibility":"direct","account":\#(StubJSON.account(id: author)),"mentions":[\#(mentions)]}"#
    }

    @Test func testThatAConversationBeingReadIsNotCountedUnread() async throws {
        // given
        let messages = try service(StubTransport(json: Self.conversations([("12", "g"), ("8", "a")])))
        await messages.enterConversation(withKey: "g")
        // when
        let count = try await messages.obtainUnreadCount()
        // then
        #expect(count == 1)
    }

    @Test func testThatALeftConversationCountsAgain() async throws {
        // given
        let messages = try service(StubTransport(json: Self.conversations([("12", "g"), ("8", "a")])))
        await messages.enterConversation(withKey: "g")
        // when
        await messages.leaveConversation(withKey: "g")
        // then
        #expect(try await messages.obtainUnreadCount() == 2)
    }

    @Test func testThatTheThreadIsTheLastMessagesContext() async throws {
        // given: the server does not list direct statuses
        let conversation =
            #"[{"id":"12","unread":false,"accounts":[\#(StubJSON.account(id: "g"))],"last_status":\#(Self.directStatus(id: "12", by: "1", mentioning: ["g"]))}]"#
        let transport = StubTransport([
            Self.answer(conversation),
            Self.answer(#"{"ancestors":[\#(Self.directStatus(id: "10", by: "g", mentioning: ["1"]))],"descendants":[]}"#),
            Self.answer(#"{"error":"Record not found"}"#, status: 404),
        ])
        // when
        let thread = try await service(transport).openConversation(.new(with: [Author(id: "g", displayName: "Grace", handle: "grace")]))
        // then
        #expect(thread.map(\.id) == ["10", "12"])
    }

    @Test func testThatMessagesAnsweringNothingAreFoundAmongTheDirectStatuses() async throws {
        // given: 11 answers nothing; 9 is with Grace and Alan, another conversation
        let conversation =
            #"[{"id":"12","unread":false,"accounts":[\#(StubJSON.account(id: "g"))],"last_status":\#(Self.directStatus(id: "12", by: "1", mentioning: ["g"]))}]"#
        let direct = [
            Self.directStatus(id: "11", by: "g", mentioning: ["1"]), Self.directStatus(id: "9", by: "g", mentioning: ["1", "a"]),
        ]
        let transport = StubTransport([
            Self.answer(conversation), Self.answer(#"{"ancestors":[],"descendants":[]}"#),
            Self.answer("[" + direct.joined(separator: ",") + "]"),
        ])
        // when
        let thread = try await service(transport).openConversation(.new(with: [Author(id: "g", displayName: "Grace", handle: "grace")]))
        // then
        #expect(thread.map(\.id) == ["11", "12"])
    }

    @Test func testThatPeopleNotWrittenToYetHaveNoThread() async throws {
        // given
        let transport = StubTransport(json: "[]")
        // when
        let thread = try await service(transport).openConversation(.new(with: [Author(id: "k", displayName: "K", handle: "k")]))
        // then
        #expect(thread.isEmpty)
    }

    @Test func testThatAMessageAnswersTheLastMessageAndNamesEveryone() async throws {
        // given
        let conversation =
            #"[{"id":"12","unread":false,"accounts":[\#(StubJSON.account(id: "g"))],"last_status":\#(Self.directStatus(id: "12", by: "1", mentioning: ["g"]))}]"#
        let messages = try service(
            StubTransport([Self.answer(conversation), Self.answer(#"{"ancestors":[],"descendants":[]}"#), Self.answer("{}", status: 404)]))
        _ = try await messages.openConversation(.new(with: [Author(id: "g", displayName: "Grace", handle: "grace")]))
        // when
        let item = try await messages.queueMessage("See you", toHandles: ["grace"], conversationKey: "g")
        // then
        #expect(item.action == .message(OutboxMessage(text: "See you", recipients: ["grace"], inReplyToId: "12", conversationKey: "g")))
    }

    @Test func testThatQueueingAMessageEmptiesItsDraft() async throws {
        // given
        let messages = try service(StubTransport(json: "[]"))
        try await messages.saveDraft("See you", forConversationWithKey: "g")
        // when
        _ = try await messages.queueMessage("See you", toHandles: ["grace"], conversationKey: "g")
        // then
        #expect(await messages.obtainDraft(forConversationWithKey: "g") == "")
    }

    @Test func testThatATakenBackMessageIsMergedIntoTheDraft() async throws {
        // given
        let messages = try service(StubTransport(json: "[]"))
        let item = try await messages.queueMessage("See you", toHandles: ["grace"], conversationKey: "g")
        try await messages.saveDraft("Also", forConversationWithKey: "g")
        // when
        _ = try await messages.takeBackMessage(withId: item.id)
        // then
        #expect(await messages.obtainDraft(forConversationWithKey: "g") == "Also\n\nSee you")
    }
}
