import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct PublishingServiceImplementationTests {
    let folder = TestFolders.unique("tintype-publishing")

    private func service(_ transport: StubTransport) throws -> (PublishingServiceImplementation, DraftStore) {
        let (service, _, drafts) = try parts(transport)
        return (service, drafts)
    }

    private func serviceAndOutbox(_ transport: StubTransport) throws -> (PublishingServiceImplementation, Outbox) {
        let (service, outbox, _) = try parts(transport)
        return (service, outbox)
    }

    private func parts(_ transport: StubTransport) throws -> (PublishingServiceImplementation, Outbox, DraftStore) {
        let client = try MastodonClient.stubbed(transport)
        let outbox = Outbox(directory: folder.appendingPathComponent("outbox"))
        let drafts = DraftStore(directory: folder.appendingPathComponent("drafts"))
        let writes = OutboxFacade(outbox: outbox, delivery: .testing(client: client, outbox: outbox, retryDelays: []), drafts: drafts)
        return (PublishingServiceImplementation(client: client, writes: writes, limits: InstanceLimits(client: client)), outbox, drafts)
    }

    /// The new posts in the outbox as observing them first tells.
    private static func queuedNow(_ service: PublishingServiceImplementation) async -> [OutboxItem] {
        var queued = await service.observeQueuedPosts().makeAsyncIterator()
        return await queued.next() ?? []
    }

    private static let deleted = #"""
        {"id":"7","created_at":"2026-11-21T10:00:00.000Z","content":"<p>Sunday</p>","text":"Sunday","spoiler_text":"cats",
        "account":{"id":"1","username":"ada","acct":"ada"},
        "media_attachments":[{"id":"m1","type":"image","url":"https://x/m1.jpg","description":"A cat"}]}
        """#

    @Test func testThatADeleteIsSentToThePost() async throws {
        // given
        let transport = StubTransport(json: Self.deleted)
        let (service, _) = try service(transport)
        // when
        _ = try await service.deletePost(id: "7", keepingAsDraft: false)
        // then
        #expect(transport.lastRequest?.method == .delete && transport.lastRequest?.url.path == "/api/v1/statuses/7")
    }

    @Test func testThatAPostWrittenAgainIsTheComposersDraftWithItsPhotosOnTheServer() async throws {
        // given
        let transport = StubTransport(json: Self.deleted)
        let (service, drafts) = try service(transport)
        // when
        _ = try await service.deletePost(id: "7", keepingAsDraft: true)
        // then
        let draft = drafts.newPostDraft()
        #expect(draft?.text == "Sunday" && draft?.contentWarning == "cats" && draft?.photos.map(\.uploadedId) == ["m1"])
    }

    @Test func testThatAPostWrittenAgainJoinsADraftLeftInTheComposer() async throws {
        // given
        let transport = StubTransport(json: Self.deleted)
        let (service, drafts) = try service(transport)
        try drafts.saveNewPostDraft(OutboxPost(text: "Half a thought"))
        // when
        _ = try await service.deletePost(id: "7", keepingAsDraft: true)
        // then
        #expect(drafts.newPostDraft()?.text == "Half a thought\n\nSunday")
    }

    @Test func testThatAPostAlreadyGoneIsNoFailure() async throws {
        // given
        let transport = StubTransport(status: 404, json: #"{"error":"Record not found"}"#)
        let (service, _) = try service(transport)
        // when
        let wasThere = try await service.deletePost(id: "7", keepingAsDraft: true)
        // then
        #expect(!wasThere)
    }

    @Test func testThatARefusedNewPostComesBackAsTheDraft() async throws {
        // given
        let (service, _) = try service(StubTransport(json: Self.deleted))
        let outbox = Outbox(directory: folder.appendingPathComponent("outbox"))
        _ = try outbox.enqueue(OutboxItem(action: .post(OutboxPost(text: "Spam loaf")), rejection: .refused(serverMessage: "spam")))
        // when
        let draft = await service.obtainNewPostDraft()
        // then
        #expect(draft?.text == "Spam loaf")
    }

    @Test func testThatARefusedNewPostTakenBackLeavesTheOutbox() async throws {
        // given
        let (service, _) = try service(StubTransport(json: Self.deleted))
        let outbox = Outbox(directory: folder.appendingPathComponent("outbox"))
        _ = try outbox.enqueue(OutboxItem(action: .post(OutboxPost(text: "Spam loaf")), rejection: .refused(serverMessage: "spam")))
        // when
        _ = await service.obtainNewPostDraft()
        // then
        #expect(await Self.queuedNow(service).isEmpty)
    }

    @Test func testThatANewPostOnItsWayStaysInTheOutboxWhenTheComposerOpens() async throws {
        // given
        let (service, _) = try service(StubTransport(json: Self.deleted))
        let outbox = Outbox(directory: folder.appendingPathComponent("outbox"))
        _ = try outbox.enqueue(OutboxItem(action: .post(OutboxPost(text: "Slow loaf"))))
        // when
        _ = await service.obtainNewPostDraft()
        // then
        #expect(await Self.queuedNow(service).count == 1)
    }

    @Test func testThatACommentIsNotAQueuedPost() async throws {
        // given
        let (service, _) = try service(StubTransport(json: Self.deleted))
        let outbox = Outbox(directory: folder.appendingPathComponent("outbox"))
        _ = try outbox.enqueue(OutboxItem(action: .post(OutboxPost(text: "Agreed", inReplyToId: "7"))))
        // when
        let queued = await Self.queuedNow(service)
        // then
        #expect(queued.isEmpty)
    }

    @Test func testThatANewPostQueuedWhileObservingIsTold() async throws {
        // given
        let (service, _) = try service(StubTransport(json: Self.deleted))
        var queued = await service.observeQueuedPosts().makeAsyncIterator()
        _ = await queued.next()
        // when
        _ = try await service.queueComposedPost(OutboxPost(text: "Proofing overnight"))
        // then
        #expect(await queued.next()?.count == 1)
    }

    @Test func testThatACommentQueuedWhileObservingIsNotTold() async throws {
        // given
        let (service, outbox) = try serviceAndOutbox(StubTransport(json: Self.deleted))
        var queued = await service.observeQueuedPosts().makeAsyncIterator()
        _ = await queued.next()
        // when
        try outbox.enqueue(OutboxItem(action: .post(OutboxPost(text: "Agreed", inReplyToId: "7"))))
        try outbox.enqueue(OutboxItem(action: .post(OutboxPost(text: "Proofing overnight"))))
        // then
        #expect(await queued.next()?.count == 1)
    }
}
