import Foundation
import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

struct QueuedCommentMapperTests {
    @Test func testThatARepliesReplyFollowsItsParentOneLevelIn() {
        // given
        let replies = [
            EntityFixture.status(id: "2", inReplyToId: "1"), EntityFixture.status(id: "3", inReplyToId: "1"),
            EntityFixture.status(id: "4", inReplyToId: "2"),
        ]
        // when
        let thread = QueuedCommentMapper.thread(underPostId: "1", replies: replies.map(CommentMapper.comment(from:)), queued: [])
        // then
        #expect(thread.map { "\($0.id):\($0.depth)" } == ["2:0", "4:1", "3:0"])
    }

    @Test func testThatDepthStopsAtTheCap() {
        // given
        let chain = (2...9).map { EntityFixture.status(id: "\($0)", inReplyToId: "\($0 - 1)") }
        // when
        let thread = QueuedCommentMapper.thread(underPostId: "1", replies: chain.map(CommentMapper.comment(from:)), queued: [])
        // then
        #expect(thread.map(\.depth).max() == CommentThread.maximumDepth)
    }

    @Test func testThatAQueuedCommentShowsUnderWhatItAnswersAsSending() {
        // given
        let replies = [EntityFixture.status(id: "2", inReplyToId: "1"), EntityFixture.status(id: "3", inReplyToId: "1")]
        let item = OutboxItem(action: .comment(text: "mine", inReplyToId: "2"), id: "q")
        // when
        let thread = QueuedCommentMapper.thread(underPostId: "1", replies: replies.map(CommentMapper.comment(from:)), queued: [item])
        // then
        #expect(thread.map { "\($0.id):\($0.depth)" } == ["2:0", "q:1", "3:0"] && thread[1].delivery == .sending)
    }

    @Test func testThatARefusedQueuedCommentIsNotSent() {
        // given
        let item = OutboxItem(action: .comment(text: "mine", inReplyToId: "1"), rejection: .refused(serverMessage: "Text is too long"))
        // when
        let thread = QueuedCommentMapper.thread(underPostId: "1", replies: [], queued: [item])
        // then
        #expect(thread.first?.delivery == .notSent("Text is too long"))
    }

    @Test func testThatCommentsQueuedForOtherPostsAreLeftOut() {
        // given
        let item = OutboxItem(action: .comment(text: "elsewhere", inReplyToId: "99"))
        // when
        let thread = QueuedCommentMapper.thread(underPostId: "1", replies: [], queued: [item])
        // then
        #expect(thread.isEmpty)
    }

    @Test func testThatAReplyToAnUnseenStatusStillShowsAtTheEnd() {
        // given
        let replies = [EntityFixture.status(id: "5", inReplyToId: "hidden"), EntityFixture.status(id: "2", inReplyToId: "1")]
        // when
        let thread = QueuedCommentMapper.thread(underPostId: "1", replies: replies.map(CommentMapper.comment(from:)), queued: [])
        // then
        #expect(thread.map(\.id) == ["2", "5"])
    }

    @Test func testThatACommentThatMayHaveArrivedIsNotShownBesideTheServersCopy() {
        // given
        let replies = [EntityFixture.status(id: "2", content: "<p>Lovely   light</p>", inReplyToId: "1")]
        let queued = OutboxItem(action: .comment(text: "Lovely light", inReplyToId: "1"), attempts: 1)
        // when
        let thread = QueuedCommentMapper.thread(underPostId: "1", replies: replies.map(CommentMapper.comment(from:)), queued: [queued])
        // then
        #expect(thread.map(\.id) == ["2"])
    }

    @Test func testThatACommentNeverSentIsShownEvenWhenSomeoneSaidTheSame() {
        // given
        let replies = [EntityFixture.status(id: "2", content: "<p>Lovely light</p>", inReplyToId: "1")]
        let queued = OutboxItem(action: .comment(text: "Lovely light", inReplyToId: "1"))
        // when
        let thread = QueuedCommentMapper.thread(underPostId: "1", replies: replies.map(CommentMapper.comment(from:)), queued: [queued])
        // then
        #expect(thread.map(\.id) == ["2", queued.id])
    }

    @Test func testThatARefusalIsWordedInTheLanguageInForceWhenRead() {
        // given
        let item = OutboxItem(action: .comment(text: "mine", inReplyToId: "1"), rejection: .refusedWithStatus(409))
        // when
        let comment = Translation.$scoped.withValue(.russian) { QueuedCommentMapper.comment(from: item) }
        // then
        #expect(comment?.delivery == .notSent("сервер отклонил (HTTP 409)"))
    }
}
