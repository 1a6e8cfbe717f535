import Foundation
import Logging
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype

struct MessageServiceImplementationTests {
    let cache = FileCache(directory: FileManager.default.temporaryDirectory.appendingPathComponent("tintype-messages-\(UUID().uuidString)"))

    private func service(_ transport: StubTransport) throws -> MessageServiceImplementation {
        MessageServiceImplementation(
            client: try MastodonClient.stubbed(transport), cache: cache, cacheKey: "messages-test", logger: Logger(label: "test"))
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
        #expect(cached?.conversations.map(\.id) == ["12"])
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
        #expect(slice.conversations.map(\.id) == ["14", "8"])
    }

    @Test func testThatMarkingReadAsksTheServer() async throws {
        // given
        let transport = StubTransport(json: #"{"id":"12","accounts":[]}"#)
        // when
        try await service(transport).markConversationRead(id: "12")
        // then
        #expect(transport.lastRequest?.url.path == "/api/v1/conversations/12/read")
    }
}
