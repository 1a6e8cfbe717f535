import Testing
import TextBasics

@testable import TintypeApp

/// A server's HTML to clean text and links that are safe to hand a terminal.
struct LinkedTextMapperTests {
    @Test func testThatALinkToAnythingButTheWebIsLeftOut() {
        // given
        let html = #"<a href="javascript:alert(1)">run</a> <a href="file:///etc/passwd">file</a> <a href="https://ok.example/">ok</a>"#
        // when
        let mapped = LinkedTextMapper.text(from: html)
        // then
        #expect(mapped.links == [TextLink(text: "ok", address: "https://ok.example/")])
    }

    @Test func testThatAnAddressWithASpaceOrAnEscapeIsLeftOut() {
        // given
        let html = #"<a href="https://a.example/x y">one</a> <a href="https://a.example/&#27;]0;x">two</a>"#
        // when
        let mapped = LinkedTextMapper.text(from: html)
        // then
        #expect(mapped.links.isEmpty)
    }

    @Test func testThatALinksWordsAreCleanedAsTheTextIs() {
        // given
        let html = #"<a href="https://a.example/">here&#27;]0;PWNED&#7;</a>"#
        // when
        let mapped = LinkedTextMapper.text(from: html)
        // then
        #expect(mapped.links.map(\.text) == [mapped.text])
    }
}
