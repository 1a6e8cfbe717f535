import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype

struct SaveServiceImplementationTests {
    let outbox = Outbox(directory: TestFolders.unique("tintype-saves"))

    private func service(_ transport: StubTransport) throws -> SaveServiceImplementation {
        SaveServiceImplementation(writes: .testing(client: try MastodonClient.stubbed(transport), outbox: outbox))
    }

    @Test func testThatASaveIsSentToTheBookmarkEndpoint() async throws {
        // given
        let transport = StubTransport(json: StubJSON.status(id: "7"))
        // when
        _ = try await service(transport).performSave(postId: "7")
        // then
        #expect(transport.lastRequest?.url.path == "/api/v1/statuses/7/bookmark" && transport.lastRequest?.method == .post)
    }

    @Test func testThatAnUnsaveIsSentToTheUnbookmarkEndpoint() async throws {
        // given
        let transport = StubTransport(json: StubJSON.status(id: "7"))
        // when
        _ = try await service(transport).performUnsave(postId: "7")
        // then
        #expect(transport.lastRequest?.url.path == "/api/v1/statuses/7/unbookmark")
    }

    @Test func testThatAConfirmedSaveLeavesNothingInTheOutbox() async throws {
        // given
        let transport = StubTransport(json: StubJSON.status(id: "7"))
        // when
        _ = try await service(transport).performSave(postId: "7")
        // then
        #expect(outbox.items().isEmpty)
    }

    @Test func testThatASaveTheServerRefusesIsDropped() async throws {
        // given
        let transport = StubTransport(status: 404, json: #"{"error":"Record not found"}"#)
        // when
        _ = await caughtError { _ = try await service(transport).performSave(postId: "7") }
        // then
        #expect(outbox.items().isEmpty)
    }
}
