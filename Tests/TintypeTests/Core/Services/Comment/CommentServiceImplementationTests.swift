import Foundation
import Logging
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct CommentServiceImplementationTests {
    let folder = TestFolders.unique("tintype-comments")

    private func service(_ transport: StubTransport) throws -> (CommentServiceImplementation, Outbox) {
        let client = try MastodonClient.stubbed(transport)
        let outbox = Outbox(directory: folder.appendingPathComponent("outbox"))
        let delivery = OutboxDelivery.testing(client: client, outbox: outbox, retryDelays: [])
        let drafts = DraftStore(directory: folder.appendingPathComponent("drafts"))
        return (
            CommentServiceImplementation(
                client: client, writes: OutboxFacade(outbox: outbox, delivery: delivery, drafts: drafts),
                limits: InstanceLimits(client: client)), outbox
        )
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

    @Test func testThatQueueingClearsTheDraftOfTheReply() async throws {
        // given
        let (comments, _) = try service(StubTransport(json: StubJSON.status(id: "9")))
        try await comments.saveDraft("Très bien 👌", forReplyToId: "2")
        // when
        _ = try await comments.queueComment("Très bien 👌", inReplyToId: "2")
        // then
        #expect(await comments.obtainDraft(forReplyToId: "2") == "")
    }

    @Test func testThatACommentTheOutboxCannotTakeLeavesTheDraft() async throws {
        // given
        let (comments, _) = try service(StubTransport(json: StubJSON.status(id: "9")))
        try await comments.saveDraft("Très bien 👌", forReplyToId: "2")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("outbox"))
        try Data().write(to: folder.appendingPathComponent("outbox"))  // a file where the folder was
        // when
        _ = await caughtError { _ = try await comments.queueComment("Très bien 👌", inReplyToId: "2") }
        // then
        #expect(await comments.obtainDraft(forReplyToId: "2") == "Très bien 👌")
    }

    @Test func testThatATakenBackCommentJoinsTheDraftInsteadOfReplacingIt() async throws {
        // given
        let (comments, _) = try service(StubTransport(json: StubJSON.status(id: "9")))
        let item = try await comments.queueComment("first thought", inReplyToId: "2")
        try await comments.saveDraft("second thought", forReplyToId: "2")
        // when
        _ = try await comments.takeBackComment(withId: item.id)
        // then
        #expect(await comments.obtainDraft(forReplyToId: "2") == "second thought\n\nfirst thought")
    }

    @Test func testThatATakenBackCommentLeavesTheOutbox() async throws {
        // given
        let (comments, outbox) = try service(StubTransport(json: StubJSON.status(id: "9")))
        let item = try await comments.queueComment("first thought", inReplyToId: "2")
        // when
        _ = try await comments.takeBackComment(withId: item.id)
        // then
        #expect(outbox.items().isEmpty)
    }

    @Test func testThatACommentThatArrivedIsNotTakenBackIntoTheDraft() async throws {
        // given
        let mine =
            #"{"id":"55","created_at":"2099-01-01T00:00:00Z","content":"<p>first thought</p>","in_reply_to_id":"2","account":\#(StubJSON.account(id: "1"))}"#
        let (comments, outbox) = try service(StubTransport(json: #"{"ancestors":[],"descendants":[\#(mine)]}"#))
        let item = OutboxItem(action: .comment(text: "first thought", inReplyToId: "2"), attempts: 1)
        try outbox.save(item)
        // when
        let result = try await comments.takeBackComment(withId: item.id)
        // then
        guard case .alreadySent(let status) = result else {
            Issue.record("taken back: \(result)")
            return
        }
        #expect(status.id == "55")
    }
}
