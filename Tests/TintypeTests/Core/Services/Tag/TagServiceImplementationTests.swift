import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct TagServiceImplementationTests {
    private static func service(_ transport: StubTransport) throws -> TagServiceImplementation {
        let client = try MastodonClient.stubbed(transport)
        return TagServiceImplementation(
            client: client, writes: .testing(client: client, outbox: Outbox(directory: TestFolders.unique("tintype-tags"))))
    }

    private static func photoStatus(id: String) -> String {
        #"{"id":"\#(id)","created_at":"2026-11-21T10:00:00.000Z","content":"<p>x</p>","account":\#(StubJSON.account()),"#
            + #""media_attachments":[{"id":"m\#(id)","type":"image","url":"https://x/\#(id).jpg"}]}"#
    }

    @Test func testThatATagsPostsAreOnlyThoseWithPhotos() async throws {
        // given
        let transport = StubTransport(json: "[]")
        // when
        _ = try await Self.service(transport).obtainPhotoPosts(
            taggedWith: "moths", more: false)
        // then
        #expect(transport.lastRequest?.url.query == "limit=40&only_media=true")
    }

    @Test func testThatTheNextPageStartsBelowTheLast() async throws {
        // given: a full first page whose Link header names the next
        let posts = (1...40).map { Self.photoStatus(id: String(100 - $0)) }.joined(separator: ",")
        let transport = StubTransport([
            .success(
                HTTPResponse(
                    status: 200, headers: [("Content-Type", "application/json"), StubJSON.link(olderThan: "61")],
                    body: Data("[\(posts)]".utf8))),
            .success(HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: Data("[]".utf8))),
        ])
        let service = try Self.service(transport)
        _ = try await service.obtainPhotoPosts(taggedWith: "moths", more: false)
        // when
        _ = try await service.obtainPhotoPosts(taggedWith: "moths", more: true)
        // then
        #expect(transport.lastRequest?.url.query == "limit=40&only_media=true&max_id=61")
    }

    @Test func testThatAPostWithoutAPhotoIsLeftOutWhereTheServerSentIt() async throws {
        // given: a server that ignores only_media
        let transport = StubTransport(json: "[\(StubJSON.status(id: "1")),\(Self.photoStatus(id: "2"))]")
        // when
        let slice = try await Self.service(transport).obtainPhotoPosts(
            taggedWith: "moths", more: false)
        // then
        #expect(slice.items.map(\.id) == ["2"])
    }

    @Test func testThatFollowingATagGoesToItsFollowEndpoint() async throws {
        // given
        let transport = StubTransport(json: #"{"name":"moths","following":true}"#)
        // when
        let tag = try await Self.service(transport).performFollow(true, tagNamed: "moths")
        // then
        #expect(transport.lastRequest?.url.path == "/api/v1/tags/moths/follow" && tag?.isFollowed == true)
    }

    @Test func testThatTheFollowedTagsAreAskedFor() async throws {
        // given
        let transport = StubTransport(json: #"[{"name":"moths","following":true}]"#)
        // when
        let tags = try await Self.service(transport).obtainFollowedTags()
        // then
        #expect(transport.lastRequest?.url.path == "/api/v1/followed_tags" && tags.map(\.name) == ["moths"])
    }
}
