import Foundation
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct OutboxTests {
    let directory = TestFolders.unique("tintype-outbox")

    @Test func testThatASavedItemIsThereForTheNextRun() throws {
        // given
        let item = OutboxItem(action: .comment(text: "Très belle lumière 🌅", inReplyToId: "7"))
        try Outbox(directory: directory).save(item)
        // when
        let reopened = Outbox(directory: directory)
        // then
        #expect(reopened.items() == [item])
    }

    @Test func testThatItemsComeOldestFirst() throws {
        // given
        let outbox = Outbox(directory: directory)
        let older = OutboxItem(action: .like(postId: "1"), id: "zzz", createdAt: Date(timeIntervalSince1970: 100))
        let newer = OutboxItem(action: .unlike(postId: "1"), id: "aaa", createdAt: Date(timeIntervalSince1970: 100.25))
        // when
        try outbox.save(newer)
        try outbox.save(older)
        // then
        #expect(outbox.items().map(\.id) == ["zzz", "aaa"])
    }

    @Test func testThatARemovedItemIsGone() throws {
        // given
        let outbox = Outbox(directory: directory)
        let item = OutboxItem(action: .like(postId: "1"))
        try outbox.save(item)
        // when
        try outbox.remove(id: item.id)
        // then
        #expect(outbox.items().isEmpty)
    }

    @Test func testThatTheIdempotencyKeyIsKept() throws {
        // given
        let outbox = Outbox(directory: directory)
        let item = OutboxItem(action: .comment(text: "hi", inReplyToId: "7"), idempotencyKey: "key-1")
        try outbox.save(item)
        // when
        let reread = outbox.item(withId: item.id)
        // then
        #expect(reread?.idempotencyKey == "key-1")
    }

    @Test func testThatAnUnlikeReplacesTheLikeStillWaiting() throws {
        // given
        let outbox = Outbox(directory: directory)
        try outbox.enqueue(OutboxItem(action: .like(postId: "1")))
        // when
        try outbox.enqueue(OutboxItem(action: .unlike(postId: "1")))
        // then
        #expect(outbox.items().map(\.action) == [.unlike(postId: "1")])
    }

    @Test func testThatAFollowLeavesOtherAccountsAlone() throws {
        // given
        let outbox = Outbox(directory: directory)
        try outbox.enqueue(OutboxItem(action: .follow(accountId: "1")))
        // when
        try outbox.enqueue(OutboxItem(action: .unfollow(accountId: "2")))
        // then
        #expect(outbox.items().count == 2)
    }

    @Test func testThatTwoCommentsOnOnePostAreBothKept() throws {
        // given
        let outbox = Outbox(directory: directory)
        try outbox.enqueue(OutboxItem(action: .comment(text: "one", inReplyToId: "1")))
        // when
        try outbox.enqueue(OutboxItem(action: .comment(text: "two", inReplyToId: "1")))
        // then
        #expect(outbox.items().count == 2)
    }

    @Test func testThatThePostAskedForAgainContinuesTheFirst() throws {
        // given
        let outbox = Outbox(directory: directory)
        let post = OutboxPost(text: "Sunday", photos: [OutboxPost.Photo(path: "/tmp/cat.jpg", altText: "A cat")])
        let first = try outbox.enqueue(OutboxItem(action: .post(post)))
        try outbox.update(id: first.id) {
            $0.action = .post(
                OutboxPost(text: "Sunday", photos: [OutboxPost.Photo(path: "/tmp/cat.jpg", altText: "A cat", uploadedId: "m1")]))
        }
        // when
        let again = try outbox.enqueue(OutboxItem(action: .post(post)))
        // then
        #expect(again.idempotencyKey == first.idempotencyKey && outbox.items().count == 1)
    }

    @Test func testThatAnUpdateOfAnItemThatLeftWritesNothing() throws {
        // given
        let outbox = Outbox(directory: directory)
        let item = try outbox.enqueue(OutboxItem(action: .like(postId: "1")))
        try outbox.remove(id: item.id)
        // when
        let updated = try outbox.update(id: item.id) { $0.attempts = 5 }
        // then
        #expect(updated == nil && outbox.items().isEmpty)
    }

    @Test func testThatAnItemOfAnUnknownVersionIsSetAsideNotDeleted() throws {
        // given
        let cache = FileCache(directory: directory)
        try cache.write(Data(#"{"version":99,"id":"x"}"#.utf8), for: "x")
        let outbox = Outbox(directory: directory)
        // when
        _ = outbox.items()
        // then
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("x.cache.damaged").path))
    }

    @Test func testThatOnlyOneSenderHoldsAnItemAtOnce() async throws {
        // given
        let outbox = Outbox(directory: directory)
        let other = Outbox(directory: directory)
        // when
        let inner = try await outbox.whileNobodyElseSends("item") {
            try await other.whileNobodyElseSends("item") { "sent twice" }
        }
        // then
        #expect(inner == .some(nil))
    }

    @Test func testThatAnItemSavedIsToldToThoseObserving() async throws {
        // given
        let outbox = Outbox(directory: directory)
        var changes = outbox.observeChanges().makeAsyncIterator()
        // when
        try outbox.enqueue(OutboxItem(action: .like(postId: "1")))
        // then
        #expect(await changes.next() == .like(postId: "1"))
    }

    @Test func testThatAnItemRemovedIsToldWithWhatItWasFor() async throws {
        // given
        let outbox = Outbox(directory: directory)
        let item = try outbox.enqueue(OutboxItem(action: .post(OutboxPost(text: "Proofing overnight"))))
        var changes = outbox.observeChanges().makeAsyncIterator()
        // when
        try outbox.remove(id: item.id)
        // then
        #expect(await changes.next() == .post(OutboxPost(text: "Proofing overnight")))
    }

    @Test func testThatAnItemRefusedIsTold() async throws {
        // given
        let outbox = Outbox(directory: directory)
        let item = try outbox.enqueue(OutboxItem(action: .like(postId: "1")))
        var changes = outbox.observeChanges().makeAsyncIterator()
        // when
        try outbox.update(id: item.id) { $0.rejection = .refused(serverMessage: "no") }
        // then
        #expect(await changes.next() == .like(postId: "1"))
    }
}
