import Foundation
import TerminalUI
import Testing

@testable import Tintype

@MainActor
struct CommentsDataDisplayManagerTests {
    let manager = CommentsDataDisplayManager()

    private func objects(_ comments: [Tintype.Comment]) -> [CommentCellObject] {
        CommentsCellObjectFactory().cellObjects(for: comments, now: .now)
    }

    @Test func testThatAReplyIsDrawnWithAThreadGuide() {
        // given
        manager.update(with: objects([CommentFixture.comment(id: "2"), CommentFixture.comment(id: "3", inReplyToId: "2", depth: 1)]))
        let canvas = MemoryCanvas(size: TerminalSize(rows: 12, columns: 40))
        // when
        manager.draw(in: canvas, top: 0, size: canvas.size)
        // then
        #expect(canvas.renderedLines()[4].hasPrefix("  │ Grace"))
    }

    @Test func testThatTheSelectedCommentStaysSelectedWhenTheThreadChanges() {
        // given
        manager.update(with: objects([CommentFixture.comment(id: "2"), CommentFixture.comment(id: "3")]))
        _ = manager.perform(.next)
        _ = manager.perform(.next)
        // when
        manager.update(with: objects([CommentFixture.comment(id: "1"), CommentFixture.comment(id: "2"), CommentFixture.comment(id: "3")]))
        // then
        #expect(manager.selectedIndex == 2)
    }

    @Test func testThatAnEmptyThreadLeavesMovingKeysToThePost() {
        // given
        manager.update(with: [])
        // when
        let handled = manager.perform(.next)
        // then
        #expect(!handled)
    }
}
