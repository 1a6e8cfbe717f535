import Testing
import TextBasics

@testable import TerminalUI

/// Wrapped lines with their links marked on the runs.
struct LinkedLinesTests {
    private let address = "https://example.com/cats"

    /// Each line as (text, address) pairs, one per run.
    private func pieces(_ lines: [[StyledLine.Run]]) -> [[String]] {
        lines.map { $0.map { "\($0.text)|\($0.style.link ?? "-")" } }
    }

    @Test func testThatTheLinkedWordsAloneCarryTheAddress() {
        // given
        let text = "I love example.com/cats a lot"
        // when
        let lines = LinkedLines.wrap(text, links: [TextLink(text: "example.com/cats", address: address)], width: 40)
        // then
        #expect(pieces(lines) == [["I love |-", "example.com/cats|\(address)", " a lot|-"]])
    }

    @Test func testThatALinkWrappedOntoTwoLinesIsALinkOnBoth() {
        // given: the link's two words land on two lines
        let text = "see the cat pictures now"
        // when
        let lines = LinkedLines.wrap(text, links: [TextLink(text: "cat pictures", address: address)], width: 12)
        // then
        #expect(pieces(lines) == [["see the |-", "cat|\(address)"], ["pictures|\(address)", " now|-"]])
    }

    @Test func testThatAWordCutAtTheEdgeStaysALinkOnBothLines() {
        // given: an address wider than the line
        let text = "example.com/cats"
        // when
        let lines = LinkedLines.wrap(text, links: [TextLink(text: text, address: address)], width: 10)
        // then
        #expect(pieces(lines) == [["example.co|\(address)"], ["m/cats|\(address)"]])
    }

    @Test func testThatTheSameWordsTwiceAreLinkedInTheirOrder() {
        // given
        let text = "#cats and #cats"
        let links = [TextLink(text: "#cats", address: address), TextLink(text: "#cats", address: address + "/2")]
        // when
        let lines = LinkedLines.wrap(text, links: links, width: 40)
        // then
        #expect(pieces(lines) == [["#cats|\(address)", " and |-", "#cats|\(address)/2"]])
    }

    @Test func testThatALinkWhoseWordsAreNotInTheTextLinksNothing() {
        // given
        let text = "nothing to see"
        // when
        let lines = LinkedLines.wrap(text, links: [TextLink(text: "elsewhere", address: address)], width: 40)
        // then
        #expect(pieces(lines) == [["nothing to see|-"]])
    }

    @Test func testThatLinesAfterABlankLineStillFindTheirLinks() {
        // given
        let text = "first\n\nthen example.com/cats"
        // when
        let lines = LinkedLines.wrap(text, links: [TextLink(text: "example.com/cats", address: address)], width: 40)
        // then
        #expect(pieces(lines) == [["first|-"], [], ["then |-", "example.com/cats|\(address)"]])
    }

    @Test func testThatTheRunsKeepTheStyleGiven() {
        // given
        let style = TextStyle(role: .muted)
        // when
        let lines = LinkedLines.wrap("a b", links: [TextLink(text: "b", address: address)], width: 40, style: style)
        // then
        #expect(lines.flatMap { $0 }.allSatisfy { $0.style.role == .muted })
    }
}
