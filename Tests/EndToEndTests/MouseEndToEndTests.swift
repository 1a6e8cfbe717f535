import Foundation
import TestSupport
import Testing

/// The mouse in the real binary, in tmux, against the demo instance: clicks and the wheel as a
/// terminal reports them to a program that asked for SGR reports (sent into the pane as bytes).
@Suite(.serialized)
struct MouseEndToEndTests {
    /// Alan's feed open in a new pane, the first post selected.
    private func openFeed(_ tintype: TintypeBinary, on server: DemoServer) async throws -> TmuxSession {
        let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
        try await session.screenShowing { $0.contains("online ·") && !ScreenReading.selectedLines(in: $0).isEmpty }
        return session
    }

    /// The row and text of the first line of the post under the selected one.
    private func nextPostsFirstLine(in screen: String) throws -> (row: Int, text: String) {
        let lines = screen.components(separatedBy: "\n")
        let lastSelected = try #require(lines.lastIndex { $0.hasPrefix("▌") })
        let row = try #require(lines.indices.first { $0 > lastSelected && !lines[$0].trimmingCharacters(in: .whitespaces).isEmpty })
        return (row, lines[row].trimmingCharacters(in: .whitespaces))
    }

    private func isSelected(_ text: String, in screen: String) -> Bool {
        ScreenReading.selectedLines(in: screen).contains { $0.contains(text) }
    }

    /// Clicks the post under the selected one, and waits for it to be selected; returns where it is.
    private func clickNextPost(in session: TmuxSession) async throws -> (row: Int, text: String) {
        let next = try nextPostsFirstLine(in: try session.capture())
        try session.click(row: next.row, column: 10)
        try await session.screenShowing { isSelected(next.text, in: $0) }
        return next
    }

    @Test func testThatAClickOnAPostSelectsIt() async throws {
        try await DemoServer.run { server in
            // given
            let session = try await openFeed(try TintypeBinary(), on: server)
            defer { session.close() }
            // when
            let next = try await clickNextPost(in: session)
            // then
            #expect(isSelected(next.text, in: try session.capture()))
        }
    }

    @Test func testThatASecondClickOnAPostOpensIt() async throws {
        try await DemoServer.run { server in
            // given
            let session = try await openFeed(try TintypeBinary(), on: server)
            defer { session.close() }
            let next = try await clickNextPost(in: session)
            // when
            try session.click(row: next.row, column: 10)
            // then
            try await session.screenShowing { $0.contains("Post by") }
        }
    }

    @Test func testThatTheWheelTurnedDownSelectsTheNextPost() async throws {
        try await DemoServer.run { server in
            // given
            let session = try await openFeed(try TintypeBinary(), on: server)
            defer { session.close() }
            let next = try nextPostsFirstLine(in: try session.capture())
            // when
            try session.turnWheel(down: true, row: 5, column: 10)
            // then
            try await session.screenShowing { isSelected(next.text, in: $0) }
        }
    }

    @Test func testThatAClickOnATabOpensIt() async throws {
        try await DemoServer.run { server in
            // given
            let session = try await openFeed(try TintypeBinary(), on: server)
            defer { session.close() }
            let tabBar = try #require(try session.capture().components(separatedBy: "\n").first)
            let explore = try #require(tabBar.range(of: "2 Explore"))
            // when
            try session.click(row: 0, column: tabBar.distance(from: tabBar.startIndex, to: explore.lowerBound) + 2)
            // then
            try await session.screenShowing { $0.contains("/ to search accounts, hashtags and posts") }
        }
    }

    @Test func testThatTheTerminalIsAskedForMouseReports() async throws {
        try await DemoServer.run { server in
            // given
            let session = try await openFeed(try TintypeBinary(), on: server)
            defer { session.close() }
            // when
            let flag = try session.paneFlag("mouse_sgr_flag")
            // then
            #expect(flag == "1")
        }
    }

    @Test func testThatTheMouseTurnedOffInTheConfigurationLeavesTheTerminalsOwn() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            try tintype.writeConfiguration("[mouse]\nenabled = false\n")
            let session = try await openFeed(tintype, on: server)
            defer { session.close() }
            // when
            let flag = try session.paneFlag("mouse_any_flag") + (try session.paneFlag("mouse_standard_flag"))
            // then
            #expect(flag == "00")
        }
    }
}
