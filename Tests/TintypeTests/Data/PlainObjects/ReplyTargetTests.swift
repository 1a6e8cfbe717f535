import Testing

@testable import Tintype
@testable import TintypeApp

struct ReplyTargetTests {
    static let grace = Author(id: "g", displayName: "Grace Hopper", handle: "grace")

    @Test func testThatAChosenCommentIsAnswered() {
        // given
        let comment = Comment(id: "9", author: Self.grace, createdAt: nil, text: "Lovely")
        // when
        let target = ReplyTarget(answering: comment, underPostId: "7")
        // then
        #expect(target == ReplyTarget(postId: "9", handle: "grace"))
    }

    @Test func testThatACommentStillOnItsWayLeavesTheReplyToThePost() {
        // given
        let comment = Comment(id: "queued-1", author: nil, createdAt: nil, text: "Mine", delivery: .sending)
        // when
        let target = ReplyTarget(answering: comment, underPostId: "7")
        // then
        #expect(target == ReplyTarget(postId: "7", handle: nil))
    }

    @Test func testThatNoCommentChosenAnswersThePost() {
        // given
        // when
        let target = ReplyTarget(answering: nil, underPostId: "7")
        // then
        #expect(target == ReplyTarget(postId: "7", handle: nil))
    }

    @Test func testThatAReplyFoundAgainKeepsItsAuthorsHandle() {
        // given
        let comments = [Comment(id: "9", author: Self.grace, createdAt: nil, text: "Lovely")]
        // when
        let target = ReplyTarget(replyingTo: "9", in: comments)
        // then
        #expect(target.handle == "grace")
    }
}
