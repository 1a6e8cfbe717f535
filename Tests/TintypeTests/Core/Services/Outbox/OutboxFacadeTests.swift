import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct OutboxFacadeTests {
    let folder = TestFolders.unique("tintype-facade")
    let message = OutboxItem.Action.message(OutboxMessage(text: "See you", recipients: ["grace"], inReplyToId: "12", conversationKey: "g"))

    private func facade(_ transport: StubTransport = StubTransport(json: "{}")) throws -> (OutboxFacade, Outbox, DraftStore) {
        let client = try MastodonClient.stubbed(transport)
        let outbox = Outbox(directory: folder.appendingPathComponent("outbox"))
        let drafts = DraftStore(directory: folder.appendingPathComponent("drafts"))
        return (
            OutboxFacade(outbox: outbox, delivery: .testing(client: client, outbox: outbox, retryDelays: []), drafts: drafts), outbox,
            drafts
        )
    }

    @Test func testThatAQueuedMessageIsInTheOutbox() throws {
        // given
        let (facade, outbox, _) = try facade()
        // when
        let item = try facade.queue(message)
        // then
        #expect(outbox.items().map(\.id) == [item.id])
    }

    @Test func testThatAQueuedNewPostEmptiesTheComposersDraft() throws {
        // given
        let (facade, _, drafts) = try facade(StubTransport(json: StubJSON.status(id: "9")))
        try drafts.saveNewPostDraft(OutboxPost(text: "Sunday"))
        // when
        _ = try facade.queueNewPost(OutboxPost(text: "Sunday"))
        // then
        #expect(drafts.newPostDraft() == nil)
    }

    @Test func testThatANewPostTakenBackLeavesTheOutbox() throws {
        // given
        let (facade, outbox, _) = try facade()
        let item = try facade.queueNewPost(OutboxPost(text: "Sunday"))
        // when
        _ = try facade.takeBackNewPost(itemId: item.id, photoLimit: 4)
        // then
        #expect(outbox.items().isEmpty)
    }

    @Test func testThatANewPostTakenBackKeepsItsUploadedPhotosInTheDraft() throws {
        // given
        let (facade, _, drafts) = try facade()
        let item = try facade.queueNewPost(OutboxPost(text: "Sunday", photos: [.init(path: "/tmp/cat.jpg", uploadedId: "m1")]))
        // when
        _ = try facade.takeBackNewPost(itemId: item.id, photoLimit: 4)
        // then
        #expect(drafts.newPostDraft()?.photos.map(\.uploadedId) == ["m1"])
    }

    @Test func testThatANewPostTakenBackFollowsWhatTheDraftHeld() throws {
        // given
        let (facade, _, drafts) = try facade()
        let item = try facade.queueNewPost(OutboxPost(text: "Sunday"))
        try drafts.saveNewPostDraft(OutboxPost(text: "Monday"))
        // when
        _ = try facade.takeBackNewPost(itemId: item.id, photoLimit: 4)
        // then
        #expect(drafts.newPostDraft()?.text == "Monday\n\nSunday")
    }

    @Test func testThatANewPostsPhotoUploadIsHeard() async throws {
        // given
        let photo = folder.appendingPathComponent("cat.jpg")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data([0xFF, 0xD8, 0xFF]).write(to: photo)
        let transport = StubTransport([
            .success(HTTPResponse(status: 200, headers: [], body: Data(#"{"id":"m1","type":"image","url":"https://x/m1.jpg"}"#.utf8))),
            .success(HTTPResponse(status: 200, headers: [], body: Data(StubJSON.status(id: "9").utf8))),
        ])
        let (facade, _, _) = try facade(transport)
        let heard = LockedList<Int>()
        // when
        let item = try facade.queueNewPost(OutboxPost(text: "Sunday", photos: [.init(path: photo.path)]))
        _ = try await facade.sendNewPost(item) { heard.append($0.photoIndex) }
        // then
        #expect(heard.items == [0])
    }

    @Test func testThatAQueuedMessageEmptiesItsConversationsDraft() throws {
        // given
        let (facade, _, drafts) = try facade()
        try drafts.save("See you", for: .conversation(key: "g"))
        // when
        _ = try facade.queue(message)
        // then
        #expect(drafts.draft(for: .conversation(key: "g")) == "")
    }

    @Test func testThatOnlyTheKindAskedForIsListed() throws {
        // given
        let (facade, _, _) = try facade()
        _ = try facade.queue(message)
        _ = try facade.queue(.comment(text: "Nice", inReplyToId: "7"))
        // when
        let comments = facade.queuedItems {
            if case .comment = $0 { return true }
            return false
        }
        // then
        #expect(comments.map(\.action) == [.comment(text: "Nice", inReplyToId: "7")])
    }

    @Test func testThatOnlyTheSentWritesOfTheKindAskedForAreHeard() async throws {
        // given
        let (facade, _, _) = try facade(StubTransport(json: StubJSON.status(id: "99")))
        let like = try facade.queue(.like(postId: "5"))
        let written = try facade.queue(message)
        var heard = await facade.observeSentWrites(
            where: {
                if case .message = $0 { return true }
                return false
            }, as: \.id
        ).makeAsyncIterator()
        // when
        _ = try await facade.send(like)
        _ = try await facade.send(written)
        let first = await heard.next()
        // then
        #expect(first?.queuedId == written.id)
    }

    @Test func testThatATakenBackMessageLeavesTheOutboxForItsDraft() async throws {
        // given
        let (facade, outbox, drafts) = try facade()
        let item = try facade.queue(message)
        // when
        _ = try await facade.takeBack(itemId: item.id, as: \.id)
        // then
        #expect(outbox.items().isEmpty && drafts.draft(for: .conversation(key: "g")) == "See you")
    }

    @Test func testThatAMessageThatArrivedIsNotTakenBack() async throws {
        // given: it was sent once without an answer, and the server has it under the message it answers
        let mine =
            #"{"id":"13","created_at":"2099-01-01T00:00:00.000Z","content":"<p>@grace See you</p>","in_reply_to_id":"12","account":\#(StubJSON.account(id: "1", acct: "ada"))}"#
        let (facade, outbox, _) = try facade(StubTransport(json: #"{"ancestors":[],"descendants":[\#(mine)]}"#))
        let item = OutboxItem(action: message, attempts: 1)
        try outbox.save(item)
        // when
        let result = try await facade.takeBack(itemId: item.id, as: \.id)
        // then
        guard case .alreadySent(let id) = result else {
            Issue.record("taken back: \(result)")
            return
        }
        #expect(id == "13")
    }
}
