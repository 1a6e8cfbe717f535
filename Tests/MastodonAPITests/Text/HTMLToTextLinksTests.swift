import Testing
import TextBasics

@testable import MastodonAPI

/// The links `HTMLToText` keeps: the words the text shows for each, and where it goes.
struct HTMLToTextLinksTests {
    @Test func testThatALinkKeepsTheWordsShownAndItsWholeAddress() {
        // given: a long link, its start hidden and its end cut with an ellipsis
        let html =
            #"<p>Read <a href="https://example.com/long/path" rel="nofollow"><span class="invisible">https://</span><span class="ellipsis">example.com/lo</span><span class="invisible">ng/path</span></a> today</p>"#
        // when
        let converted = HTMLToText.convertKeepingLinks(html)
        // then
        #expect(converted.links == [TextLink(text: "example.com/lo…", address: "https://example.com/long/path")])
    }

    @Test func testThatMentionsAndHashtagsAreLinksInTheirOrder() {
        // given
        let html =
            #"<p><span class="h-card"><a href="https://a.example/@ada" class="u-url mention">@<span>ada</span></a></span> see <a href="https://a.example/tags/space" class="mention hashtag" rel="tag">#<span>space</span></a></p>"#
        // when
        let converted = HTMLToText.convertKeepingLinks(html)
        // then
        #expect(
            converted.links == [
                TextLink(text: "@ada", address: "https://a.example/@ada"),
                TextLink(text: "#space", address: "https://a.example/tags/space"),
            ])
    }

    @Test func testThatAnAddressHasItsCharacterReferencesDecoded() {
        // given
        let html = #"<a href="https://example.com/search?q=cats&amp;page=2">cats</a>"#
        // when
        let converted = HTMLToText.convertKeepingLinks(html)
        // then
        #expect(converted.links.map(\.address) == ["https://example.com/search?q=cats&page=2"])
    }

    @Test func testThatAnAnchorWithoutAnAddressIsNoLink() {
        // given
        let html = #"<a name="top">top</a> and <a data-href="https://example.com/">data</a>"#
        // when
        let converted = HTMLToText.convertKeepingLinks(html)
        // then
        #expect(converted.links.isEmpty)
    }

    @Test func testThatTheTextIsTheSameAsWithoutLinks() {
        // given
        let html = #"<p>Hello <a href="https://example.com/">example.com</a><br>again</p>"#
        // when
        let converted = HTMLToText.convertKeepingLinks(html)
        // then
        #expect(converted.text == HTMLToText.convert(html))
    }
}
