import Foundation
import Testing

@testable import Tintype

struct OutboxTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tintype-outbox-\(UUID().uuidString)")

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
        outbox.remove(id: item.id)
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
}
