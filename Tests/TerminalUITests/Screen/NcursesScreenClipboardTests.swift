import CNcursesw
import Foundation
import Testing

@testable import TerminalUI

/// The clipboard, read from what the screen writes to a file in place of a terminal.
@MainActor
struct NcursesScreenClipboardTests {
    private func written(environment: [String: String] = ["TERM": "xterm-256color"], _ body: (NcursesScreen) -> Bool) throws -> (
        text: String, copied: Bool
    ) {
        let written = try writtenByScreen(environment: environment, body)
        return (written.text, written.result)
    }

    @Test func testThatTheTextGoesToTheClipboardInBase64() throws {
        // when
        let written = try written { $0.copyToClipboard("https://example.social/@grace/7") }
        // then
        #expect(written.text.contains("\u{1B}]52;c;aHR0cHM6Ly9leGFtcGxlLnNvY2lhbC9AZ3JhY2UvNw==\u{1B}\\") && written.copied)
    }

    @Test func testThatNothingInTheTextCanEndTheSequence() throws {
        // when
        let written = try written { $0.copyToClipboard("a\u{1B}\\\u{07}]0;PWNED") }
        // then
        #expect(!written.text.contains("PWNED"))
    }

    @Test func testThatATmuxThatCannotBeAskedKeepsTheClipboard() throws {
        // given: inside a tmux whose server is not there to say set-clipboard or allow-passthrough
        let environment = ["TERM": "xterm-256color", "TMUX": "/nonexistent/tintype-no-tmux,1,0", "PATH": "/usr/bin:/bin"]
        // when
        let written = try written(environment: environment) { $0.copyToClipboard("https://example.social/@grace/7") }
        // then
        #expect(!written.copied && !written.text.contains("]52;"))
    }
}
