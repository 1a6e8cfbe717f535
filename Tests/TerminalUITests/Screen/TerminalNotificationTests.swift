import Testing

@testable import TerminalUI

struct TerminalNotificationTests {
    @Test func testThatKittyIsAskedWithTitleAndBodyInBase64() {
        // when
        let bytes = TerminalNotification.sequence(title: "Ada", body: "Hi", form: .kitty)
        // then
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == "\u{1B}]99;i=tintype:e=1:d=0:p=title;QWRh\u{1B}\\\u{1B}]99;i=tintype:e=1:d=1:p=body;SGk=\u{1B}\\")
    }

    @Test func testThatOtherTerminalsAreAskedWithNotify() {
        // when
        let bytes = TerminalNotification.sequence(title: "Ada wrote to you", body: "Lunch; at noon?", form: .notify)
        // then
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}]777;notify;Ada wrote to you;Lunch; at noon?\u{1B}\\")
    }

    @Test func testThatATitlesSemicolonCannotEndIt() {
        // when
        let bytes = TerminalNotification.sequence(title: "A;B", body: "", form: .notify)
        // then
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}]777;notify;A,B;\u{1B}\\")
    }

    @Test func testThatNoControlCharacterOfTheTextReachesTheTerminal() {
        // when
        let bytes = TerminalNotification.sequence(title: "Ada", body: "a\u{1B}\\\u{07}]0;PWNED\u{9B}b", form: .iTerm)
        // then
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}]9;Ada: a\\]0;PWNEDb\u{1B}\\")
    }

    @Test func testThatKittyIsKnownByItsWindow() {
        // when
        let form = TerminalNotification.form(for: ["KITTY_WINDOW_ID": "1", "TERM": "xterm-256color"])
        // then
        #expect(form == .kitty)
    }

    @Test func testThatITermIsKnownByItsName() {
        // when
        let form = TerminalNotification.form(for: ["TERM_PROGRAM": "iTerm.app"])
        // then
        #expect(form == .iTerm)
    }

    @Test func testThatAnyOtherTerminalGetsNotify() {
        // when
        let form = TerminalNotification.form(for: ["TERM": "foot"])
        // then
        #expect(form == .notify)
    }
}
