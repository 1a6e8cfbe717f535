import Foundation
import Logging
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype

struct CommentServiceImplementationTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tintype-comments-\(UUID().uuidString)")

    private func service(_ transport: StubTransport) throws -> (CommentServiceImplementation, Outbox) {
        let client = try MastodonClient.stubbed(transport)
        let outbox = Outbox(directory: folder.appendingPathComponent("outbox"))
        let delivery = OutboxDelivery(
            client: client, outbox: outbox, logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }),
            retryDelays: [])
        let drafts = DraftStore(directory: folder.appendingPathComponent("drafts"))
        return (CommentServiceImplementation(client: client, outbox: outbox, delivery: delivery, drafts: drafts), outbox)
    }

    @Test func testThatRepliesAreTheDescendantsOfThePost() async throws {
        // given
        let json = #"{"ancestors":[\#(StubJSON.status(id: "1"))],"descendants":[\#(StubJSON.status(id: "3"))]}"#
        let (comments, _) = try service(StubTransport(json: json))
        // when
        let replies = try await comments.obtainReplies(toPostId: "2")
        // then
        #expect(replies.map(\.id) == ["3"])
    }

    @Test func testThatAQueuedCommentIsOnDiskBeforeAnythingIsSent() async throws {
        // given
        let transport = StubTransport(json: StubJSON.status(id: "9"))
        let (comments, outbox) = try service(transport)
        // when
        let item = try await comments.queueComment("Très bien 👌", inReplyToId: "2")
        // then
        #expect(outbox.items() == [item] && transport.requests.isEmpty)
    }

    @Test func testThatTheLimitIsTheInstances() async throws {
        // given
        let instance = #"{"domain":"pixelfed.example","title":"Pixelfed","configuration":{"statuses":{"max_characters":2000}}}"#
        let (comments, _) = try service(StubTransport(json: instance))
        // when
        let limit = await comments.obtainCharacterLimit()
        // then
        #expect(limit == 2000)
    }

    @Test func testThatAnUnreachableInstanceHasTheUsualLimit() async throws {
        // given
        let (comments, _) = try service(StubTransport([.failure(.unreachable("connection refused"))]))
        // when
        let limit = await comments.obtainCharacterLimit()
        // then
        #expect(limit == 500)
    }
}
