import Foundation
import Testing
import TextBasics

@testable import MastodonAPI

struct HTMLToTextTests {
    @Test func testThatParagraphsBecomeBlankLineSeparated() {
        // given
        let html = "<p>one</p><p>two</p>"
        // when
        let text = HTMLToText.convert(html)
        // then
        #expect(text == "one\n\ntwo")
    }

    @Test func testThatBreakBecomesNewline() {
        // given
        let html = "<p>one<br>two<br />three</p>"
        // when
        let text = HTMLToText.convert(html)
        // then
        #expect(text == "one\ntwo\nthree")
    }

    @Test func testThatInvisibleSpanIsHiddenAndEllipsisAdded() {
        // given
        let html =
            #"<a href="https://example.com/long/path"><span class="invisible">https://</span><span class="ellipsis">example.com/lo</span><span class="invisible">ng/path</span></a>"#
        // when
        let text = HTMLToText.convert(html)
        // then
        #expect(text == "example.com/lo…")
    }

    @Test func testThatMentionsAndHashtagsKeepTheirText() {
        // given
        let html =
            #"<p><span class="h-card"><a href="https://a.example/@ada" class="u-url mention">@<span>ada</span></a></span> see <a href="https://a.example/tags/space" class="mention hashtag" rel="tag">#<span>space</span></a></p>"#
        // when
        let text = HTMLToText.convert(html)
        // then
        #expect(text == "@ada see #space")
    }

    @Test func testThatEntitiesAreDecodedOnce() {
        // given
        let html = "<p>&amp;lt;b&amp;gt; &quot;x&quot; &#39;y&#39; &hellip;</p>"
        // when
        let text = HTMLToText.convert(html)
        // then
        #expect(text == "&lt;b&gt; \"x\" 'y' …")
    }

    @Test func testThatNumericReferenceInWindows1252RangeIsMappedAsHTML5Does() {
        // given
        let html = "&#150;&#x80;"
        // when
        let text = HTMLToText.convert(html)
        // then
        #expect(text == "\u{2013}\u{20AC}")
    }

    @Test func testThatNullAndSurrogateReferencesBecomeReplacementCharacters() {
        // given
        let html = "a&#0;b&#xD800;c"
        // when
        let text = HTMLToText.convert(html)
        // then
        #expect(text == "a\u{FFFD}b\u{FFFD}c")
    }

    @Test func testThatScriptAndStyleContentsAreDropped() {
        // given
        let html = "<p>hi<script>alert(1)</script><style>p{}</style> there</p>"
        // when
        let text = HTMLToText.convert(html)
        // then
        #expect(text == "hi there")
    }

    @Test func testThatUnknownTagsKeepTheirText() {
        // given
        let html = "<p>a <marquee>b</marquee> <x-y>c</x-y></p>"
        // when
        let text = HTMLToText.convert(html)
        // then
        #expect(text == "a b c")
    }

    @Test func testThatLoneLessThanIsKeptAsText() {
        // given
        let html = "<p>1 < 2 & 3 > 2</p>"
        // when
        let text = HTMLToText.convert(html)
        // then
        #expect(text == "1 < 2 & 3 > 2")
    }

    @Test func testThatListItemsBecomeBullets() {
        // given
        let html = "<ul><li>one</li><li>two</li></ul>"
        // when
        let text = HTMLToText.convert(html)
        // then
        #expect(text == "• one\n• two")
    }

    @Test func testThatWhitespaceRunsCollapse() {
        // given
        let html = "<p>a \n\t  b</p>"
        // when
        let text = HTMLToText.convert(html)
        // then
        #expect(text == "a b")
    }

    @Test func testThatDocumentationExampleReadsAsText() throws {
        // given
        let status = try FlatJSONDecoder().decode(StatusEntity.self, from: Fixture.data("status-documentation-example"))
        // when
        let text = HTMLToText.convert(status.content)
        // then
        #expect(text == "\"I lost my inheritance with one wrong digit on my sort code\"\n\ntheguardian.com/money/2019/dec…")
    }

    @Test func testThatManyUnterminatedTagsAreReadInLinearTime() {
        // given: 50,000 tags that never end, each of which used to be scanned to the end
        let html = String(repeating: "<a \"", count: 50_000)
        // when
        let work = HTMLToText.convertCountingWork(html).bytesExamined
        // then
        #expect(work <= 3 * html.utf8.count)
    }

    @Test func testThatTextAfterAnUnterminatedTagIsKept() {
        // given
        let html = "<p>fine</p> and then <a href"
        // when
        let text = HTMLToText.convert(html)
        // then
        #expect(text == "fine\n\nand then <a href")
    }

    @Test func testThatEncodedEscapeIsRemovedAfterHTMLDecoding() {
        // given
        let html = "<p>a&#27;[2Jb</p>"
        // when
        let clean = TextSanitizer.clean(HTMLToText.convert(html))
        // then
        #expect(clean == "ab")
    }
}
