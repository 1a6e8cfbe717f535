import Testing

@testable import TerminalUI

/// Notifications and the focus they wait for, read from what the screen writes.
@MainActor
struct NcursesScreenNotificationTests {
    @Test func testThatTheFocusIsAskedForWithNotificationsOn() throws {
        // when
        let text = try writtenByScreen(reportsFocus: true) { _ in }.text
        // then
        #expect(text.contains("\u{1B}[?1004h"))
    }

    @Test func testThatFocusReportsAreTurnedOffAtTheEnd() throws {
        // when
        let text = try writtenByScreen(reportsFocus: true) { _ in }.text
        // then
        let on = try #require(text.range(of: "\u{1B}[?1004h"))
        let off = try #require(text.range(of: "\u{1B}[?1004l"))
        #expect(on.upperBound <= off.lowerBound)
    }

    @Test func testThatANotificationIsWrittenOutsideTmux() throws {
        // when
        let written = try writtenByScreen { $0.notify(title: "Ada wrote to you", body: "Lunch?") }
        // then
        #expect(written.result && written.text.contains("\u{1B}]777;notify;Ada wrote to you;Lunch?\u{1B}\\"))
    }

    @Test func testThatATmuxThatCannotBeAskedKeepsTheNotification() throws {
        // given: inside a tmux whose server is not there to say allow-passthrough
        let environment = ["TERM": "xterm-256color", "TMUX": "/nonexistent/tintype-no-tmux,1,0", "PATH": "/usr/bin:/bin"]
        // when
        let written = try writtenByScreen(environment: environment) { $0.notify(title: "Ada", body: "Hi") }
        // then
        #expect(!written.result && !written.text.contains("]777;"))
    }
}
