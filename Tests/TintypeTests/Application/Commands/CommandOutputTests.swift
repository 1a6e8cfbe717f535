import Testing

@testable import Tintype
@testable import TintypeApp

struct CommandOutputTests {
    @Test func testThatAnEscapeSequenceInAnIdIsNotWritten() {
        // given
        let line = "id 110\u{1B}]52;c;cm0gLXJmIH4=\u{07}"
        // when
        let safe = CommandOutput.terminalSafe(line)
        // then
        #expect(!safe.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    @Test func testThatAC1ControlInJSONIsNotWritten() {
        // given
        let json = #"{"displayName": "Ada\#u{9B}2J"}"#
        // when
        let safe = CommandOutput.terminalSafe(json)
        // then
        #expect(safe == #"{"displayName": "Ada"}"#)
    }

    @Test func testThatABidirectionalOverrideInAURLIsNotWritten() {
        // given
        let url = "https://pixelfed.example/p/\u{202E}gpj.exe"
        // when
        let safe = CommandOutput.terminalSafe(url)
        // then
        #expect(safe == "https://pixelfed.example/p/gpj.exe")
    }

    @Test func testThatLinesAreKept() {
        // given
        let listing = "Ada @ada\nA caption\n"
        // when
        let safe = CommandOutput.terminalSafe(listing)
        // then
        #expect(safe == listing)
    }
}
