import Foundation
import TestSupport
import Testing

/// Desktop notifications in the real binary, against the demo instance: the app runs behind a
/// terminal of the test's own, which tells it the focus went elsewhere and writes down the
/// notifications it raises.
@Suite(.serialized)
struct NotificationsEndToEndTests {
    /// Alan's app behind the terminal, his messages in front, the terminal told it lost the focus:
    /// a message would go unseen for the focus alone.
    private func openUnfocused(_ tintype: TintypeBinary, on server: DemoServer, terminal: AnsweringTerminal) async throws -> TmuxSession {
        let line = tintype.shellLine(
            arguments: ["--instance", server.baseURL, "--token=alan_token"], adding: terminal.environment, through: terminal.launcher)
        let session = try TmuxSession(command: line)
        try await session.screenShowing { $0.contains("online ·") }
        try session.send("4")
        try await session.screenShowing { $0.split(separator: "\n").dropFirst().first?.hasPrefix(" Messages") == true }
        try session.sendBytes("\u{1B}[O")
        return session
    }

    @Test func testThatAMessageArrivingWhileTheTerminalIsNotInFrontRaisesANotification() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let terminal = AnsweringTerminal(in: tintype.home)
            let session = try await openUnfocused(tintype, on: server, terminal: terminal)
            defer { session.close() }
            // when
            try tintype.run(["post", "--visibility", "direct", "@alan Lunch at noon?"], instance: server.baseURL, token: "ada_token")
            // then
            let raised = try await Polling.holds { !terminal.raisedNotifications().isEmpty }
            #expect(
                raised && terminal.raisedNotifications() == ["Ada Lovelace wrote to you: Lunch at noon?"],
                "\(terminal.raisedNotifications())")
        }
    }

    @Test func testThatNotificationsTurnedOffRaiseNone() async throws {
        try await DemoServer.run { server in
            // given: notifications off, and the message seen arriving in the Messages badge
            let tintype = try TintypeBinary()
            try tintype.writeConfiguration("[notifications]\nenabled = false\n")
            let terminal = AnsweringTerminal(in: tintype.home)
            let session = try await openUnfocused(tintype, on: server, terminal: terminal)
            defer { session.close() }
            let before = Self.activityCount(in: try session.capture())
            // when
            try tintype.run(["post", "--visibility", "direct", "@alan Lunch at noon?"], instance: server.baseURL, token: "ada_token")
            // then: the Activity count goes up as the notification arrives, live
            try await session.screenShowing { Self.activityCount(in: $0) > before }
            #expect(terminal.raisedNotifications().isEmpty)
        }
    }

    /// The number beside Activity in the tab bar; 0 with none.
    private static func activityCount(in screen: String) -> Int {
        let tabBar = screen.split(separator: "\n").first.map(String.init) ?? ""
        guard let range = tabBar.range(of: "3 Activity ") else { return 0 }
        return Int(tabBar[range.upperBound...].prefix { $0.isNumber }) ?? 0
    }
}
