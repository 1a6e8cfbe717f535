import Foundation
import MastodonAPI
import TestSupport
import Testing

struct MastodonClientListsTests {
    @Test func testThatAListIsMadeWithItsTitle() async throws {
        // given
        let transport = StubTransport(json: #"{"id": "5", "title": "Lab"}"#)
        let client = try MastodonClient.stubbed(transport)
        // when
        let list = try await client.createList(title: "Close friends & co")
        // then
        let body = String(decoding: transport.lastRequest?.body ?? Data(), as: UTF8.self)
        #expect(list.id == "5" && body == "title=Close%20friends%20%26%20co")
    }

    @Test func testThatAnAccountTakenOutIsNamedInTheQuery() async throws {
        // given
        let transport = StubTransport(json: "{}")
        let client = try MastodonClient.stubbed(transport)
        // when
        try await client.removeFromList(listId: "5", accountIds: ["9"])
        // then
        let request = transport.lastRequest
        #expect(request?.method == .delete && request?.url.query == "account_ids%5B%5D=9")
    }

    @Test func testThatTheListsHoldingAnAccountAreAskedOfTheAccount() async throws {
        // given
        let transport = StubTransport(json: #"[{"id": "5", "title": "Lab"}]"#)
        let client = try MastodonClient.stubbed(transport)
        // when
        let lists = try await client.lists(containingAccountId: "9")
        // then
        #expect(lists.map(\.title) == ["Lab"] && transport.lastRequest?.url.path == "/api/v1/accounts/9/lists")
    }
}
