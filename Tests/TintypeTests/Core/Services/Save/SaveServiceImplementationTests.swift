import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct SaveServiceImplementationTests {
    let outbox = Outbox(directory: TestFolders.unique("tintype-saves"))

    private func service(_ transport: StubTransport) throws -> SaveServiceImplementation {
        let client = try MastodonClient.stubbed(transport)
        return SaveServiceImplementation(client: client, writes: .testing(client: client, outbox: outbox), homeTimeline: PostServiceStub())
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

    @Test func testThatSavedPostsAreReadFromTheBookmarks() async throws {
        // given
        let transport = StubTransport(json: StubJSON.timeline(ids: ["9", "4"]))
        // when
        let saved = try await service(transport).obtainSavedPosts(more: false)
        // then
        #expect(saved.items.map(\.id) == ["9", "4"] && transport.lastRequest?.url.path == "/api/v1/bookmarks")
    }

    @Test func testThatMoreSavedPostsComeBelowThoseLoaded() async throws {
        // given
        let transport = StubTransport(json: StubJSON.timeline(ids: ["9", "4"]), headers: [StubJSON.link(olderThan: "4")])
        let service = try service(transport)
        _ = try await service.obtainSavedPosts(more: false)
        transport.answer(with: [.success(HTTPResponse(status: 200, headers: [], body: Data(StubJSON.timeline(ids: ["2"]).utf8)))])
        // when
        let saved = try await service.obtainSavedPosts(more: true)
        // then
        #expect(saved.items.map(\.id) == ["9", "4", "2"])
    }
}
