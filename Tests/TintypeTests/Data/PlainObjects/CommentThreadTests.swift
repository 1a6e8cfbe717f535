import Testing

@testable import Tintype
@testable import TintypeApp

struct CommentThreadTests {
    private func comment(_ id: String, answering parentId: String) -> Tintype.Comment {
        CommentFixture.comment(id: id, inReplyToId: parentId)
    }

    @Test func testThatEachReplyComesUnderWhatItAnswers() {
        // given
        let comments = [comment("a", answering: "p"), comment("b", answering: "p"), comment("a1", answering: "a")]
        // when
        let thread = CommentThread.arranged(comments, underPostId: "p")
        // then
        #expect(thread.map(\.id) == ["a", "a1", "b"])
    }

    @Test func testThatAReplyIsIndentedOneStepMoreThanWhatItAnswers() {
        // given
        let comments = [comment("a", answering: "p"), comment("a1", answering: "a")]
        // when
        let thread = CommentThread.arranged(comments, underPostId: "p")
        // then
        #expect(thread.map(\.depth) == [0, 1])
    }

    @Test func testThatAReplyToACommentNotSeenComesAtTheEnd() {
        // given
        let comments = [comment("x1", answering: "hidden"), comment("a", answering: "p")]
        // when
        let thread = CommentThread.arranged(comments, underPostId: "p")
        // then
        #expect(thread.map(\.id) == ["a", "x1"])
    }

    @Test func testThatAReplyChainThousandsDeepIsArrangedWhole() {
        // given: each comment answers the one before, 100,000 deep
        let comments = (0..<100_000).map { comment("c\($0)", answering: $0 == 0 ? "p" : "c\($0 - 1)") }
        // when
        let thread = CommentThread.arranged(comments, underPostId: "p")
        // then
        #expect(thread.count == 100_000 && thread.last?.depth == CommentThread.maximumDepth)
    }

    @Test func testThatCommentsAnsweringEachOtherInACircleAreEachShownOnce() {
        // given: ids a server got wrong
        let comments = [comment("a", answering: "b"), comment("b", answering: "a")]
        // when
        let thread = CommentThread.arranged(comments, underPostId: "p")
        // then
        #expect(thread.map(\.id).sorted() == ["a", "b"])
    }
}
