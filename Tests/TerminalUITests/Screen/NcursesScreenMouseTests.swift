import Testing

@testable import TerminalUI

/// Mouse reports asked of the terminal and given back, read from what the screen writes.
@MainActor
struct NcursesScreenMouseTests {
    @Test func testThatClicksAndTheWheelAreAskedForInSGRForm() throws {
        // when
        let text = try writtenByScreen(reportsMouse: true) { _ in }.text
        // then
        #expect(text.contains("\u{1B}[?1000h\u{1B}[?1006h"))
    }

    @Test func testThatTheReportsAreTurnedOffAtTheEnd() throws {
        // when
        let text = try writtenByScreen(reportsMouse: true) { _ in }.text
        // then
        let on = try #require(text.range(of: "\u{1B}[?1000h"))
        let off = try #require(text.range(of: "\u{1B}[?1006l\u{1B}[?1000l"))
        #expect(on.upperBound <= off.lowerBound)
    }

    @Test func testThatNoReportIsAskedForWithTheMouseOff() throws {
        // when
        let text = try writtenByScreen(reportsMouse: false) { _ in }.text
        // then
        #expect(!text.contains("\u{1B}[?1000h"))
    }
}
