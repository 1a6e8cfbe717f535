import Testing

@testable import TerminalUI

/// Which terminals are told of links, and the sequence that tells them.
struct TerminalHyperlinkTests {
    @Test(arguments: [
        ["TERM": "xterm-kitty"], ["TERM": "foot"], ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"],
        ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], ["TERM": "xterm-256color", "VTE_VERSION": "7600"],
    ])
    func testThatATerminalKnownToMakeLinksIsToldOfThem(environment: [String: String]) {
        // given
        // when
        let supported = TerminalHyperlink.isSupported(environment: environment)
        // then
        #expect(supported)
    }

    @Test(arguments: [
        ["TERM": "xterm-256color"], ["TERM": "linux"], ["TERM": "xterm-256color", "VTE_VERSION": "4600"],
        ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "KITTY_WINDOW_ID": "1"],
    ])
    func testThatAnyOtherTerminalIsNot(environment: [String: String]) {
        // given
        // when
        let supported = TerminalHyperlink.isSupported(environment: environment)
        // then
        #expect(!supported)
    }

    @Test func testThatAnAddressCannotEndTheSequenceEarly() {
        // given
        let address = "https://example.com/\u{1B}\\\u{07}x y"
        // when
        let sequence = String(decoding: TerminalHyperlink.opening(address), as: UTF8.self)
        // then
        #expect(sequence == "\u{1B}]8;;https://example.com/\\xy\u{1B}\\")
    }
}
