import Foundation
import TerminalUI
import Testing
import TextBasics

@testable import Tintype
@testable import TintypeApp

@MainActor
struct CommentCellTests {
    private func object(_ comment: Tintype.Comment) -> CommentCellObject {
        CommentsCellObjectFactory().cellObjects(for: [comment], now: .now)[0]
    }

    @Test func testThatAReplyCarriesAThreadGuide() {
        // given
        let reply = object(CommentFixture.comment(id: "3", inReplyToId: "2", depth: 1))
        // when
        let lines = CommentCell.lines(for: reply, width: 40)
        // then
        #expect(lines[0].runs.first?.text == "│ ")
    }

    @Test func testThatAMentionInTheTextIsALinkBehindTheGuide() {
        // given
        var comment = CommentFixture.comment(id: "3", inReplyToId: "2", depth: 1)
        comment.text = "thanks @ada"
        comment.links = [TextLink(text: "@ada", address: "https://a.example/@ada")]
        // when
        let lines = CommentCell.lines(for: object(comment), width: 40)
        // then
        #expect(lines[1].runs.map(\.text) == ["│ ", "thanks ", "@ada"] && lines[1].runs.last?.style.link == "https://a.example/@ada")
    }

    @Test func testThatATopLevelCommentHasNoGuide() {
        // given
        let comment = object(CommentFixture.comment(id: "2"))
        // when
        let lines = CommentCell.lines(for: comment, width: 40)
        // then
        #expect(lines[0].runs.first?.text == "")
    }

    @Test func testThatADeepReplyStaysInsideItsWidth() {
        // given
        var comment = CommentFixture.comment(id: "3", inReplyToId: "2", depth: 4)
        comment.text = String(repeating: "写真 ", count: 40)
        let reply = object(comment)
        // when
        let lines = CommentCell.lines(for: reply, width: 30)
        // then
        #expect(lines.allSatisfy { $0.width <= 30 - CommentCell.gutter })
    }
}
