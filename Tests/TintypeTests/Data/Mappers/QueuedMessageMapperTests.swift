import Foundation
import Testing

@testable import Tintype
@testable import TintypeApp

struct QueuedMessageMapperTests {
    @Test func testThatAQueuedMessageWhoseWordsArrivedIsNotShownTwice() {
        // given
        let arrived = Message(id: "2", author: nil, createdAt: Date(timeIntervalSince1970: 1_000_000), text: "Hi")
        let queued = OutboxItem(
            action: .message(OutboxMessage(text: "Hi", recipients: ["grace"], inReplyToId: "1", conversationKey: "g")), attempts: 1)
        // when
        let thread = QueuedMessageMapper.thread(from: [arrived], queued: [queued])
        // then
        #expect(thread.map(\.id) == ["2"])
    }

    @Test func testThatAQueuedMessageNeverSentIsShownAsSending() {
        // given
        let queued = OutboxItem(action: .message(OutboxMessage(text: "Hi", recipients: ["grace"], inReplyToId: nil, conversationKey: "g")))
        // when
        let thread = QueuedMessageMapper.thread(from: [], queued: [queued])
        // then
        #expect(thread.map(\.delivery) == [.sending] && thread.first?.isMine == true)
    }
}
