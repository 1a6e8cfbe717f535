import Foundation
import Testing

@testable import TerminalUI

/// A pipe stands in for the terminal: what the test writes into it is what a person typed.
struct TerminalInputFeedTests {
    private final class Terminal {
        let readEnd: Int32
        let writeEnd: Int32

        init() throws {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
            readEnd = ends[0]
            writeEnd = ends[1]
        }

        func type(_ text: String) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
        }

        deinit {
            close(readEnd)
            close(writeEnd)
        }
    }

    @Test func testThatAKeyReadWhileLookingForAnswersIsWaiting() throws {
        // given
        let terminal = try Terminal()
        let feed = try #require(TerminalInputFeed(terminal: terminal.readEnd))
        feed.isExpectingReplies = true
        terminal.type("\r")
        // when
        _ = feed.readTerminal()
        // then
        #expect(feed.hasWaitingKeys)
    }

    @Test func testThatAnAnswerAloneLeavesNoKeyWaiting() throws {
        // given
        let terminal = try Terminal()
        let feed = try #require(TerminalInputFeed(terminal: terminal.readEnd))
        feed.isExpectingReplies = true
        terminal.type("\u{1B}[?62;22c")
        // when
        _ = feed.readTerminal()
        // then
        #expect(!feed.hasWaitingKeys)
    }

    @Test func testThatAKeyHandedToCursesIsNoLongerWaiting() throws {
        // given
        let terminal = try Terminal()
        let feed = try #require(TerminalInputFeed(terminal: terminal.readEnd))
        terminal.type("j")
        _ = feed.readTerminal()
        // when
        feed.pushKeys()
        // then
        #expect(!feed.hasWaitingKeys)
    }
}
