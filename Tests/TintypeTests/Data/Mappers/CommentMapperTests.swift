import Foundation
import Testing
import TextBasics

@testable import Tintype
@testable import TintypeApp

struct CommentMapperTests {
    @Test func testThatCommentTextIsCleanedOfControlCharacters() {
        // given
        let reply = EntityFixture.status(id: "2", content: "<p>hi\u{1B}]0;owned\u{07} there</p>", inReplyToId: "1")
        // when
        let comment = CommentMapper.comment(from: reply)
        // then
        #expect(!comment.text.contains("\u{1B}") && !comment.text.contains("\u{07}"))
    }

    @Test func testThatCommentTextKeepsItsLinks() {
        // given
        let reply = EntityFixture.status(
            id: "2", content: #"<p>thanks <a href="https://a.example/@ada" class="u-url mention">@<span>ada</span></a></p>"#,
            inReplyToId: "1")
        // when
        let comment = CommentMapper.comment(from: reply)
        // then
        #expect(comment.links == [TextLink(text: "@ada", address: "https://a.example/@ada")])
    }
}
