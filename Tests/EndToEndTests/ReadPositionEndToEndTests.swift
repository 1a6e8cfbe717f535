import Foundation
import MastodonAPI
import TestSupport
import Testing

/// Where I stopped reading Home, kept on the demo instance and read back by the next start.
@Suite(.serialized)
struct ReadPositionEndToEndTests {
    /// The words of the selected row under its header (whose age may tick between two screens):
    /// its lines marked with the selection bar, the bar taken off.
    private static func selectedRow(in screen: String) -> String {
        screen.split(separator: "\n").filter { $0.hasPrefix("▌") }.dropFirst().map { $0.dropFirst().trimmingCharacters(in: .whitespaces) }
            .joined(separator: "\n")
    }

    @Test func testThatTheNextStartOpensWhereIStoppedWithTheNewPostsCountedAbove() async throws {
        try await DemoServer.run { server in
            // given: Ada reads down to the third post, and the server keeps where she stopped
            let tintype = try TintypeBinary()
            let first = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "ada_token"))
            defer { first.close() }
            try await first.screenShowing { $0.contains("online ·") }
            try first.send("j", "j")
            // Kept once the selection has rested: the screen then shows where it rests.
            let client = try server.client(as: "ada")
            let kept = try await Polling.value({ try await client.homeMarker()?.lastReadId }, until: { $0 != nil })
            let reading = try await first.screenShowing { !Self.selectedRow(in: $0).isEmpty }
            try first.send("q")
            try await first.screenShowing { $0.contains("EXITED") }
            // when: Grace posts meanwhile, and Ada starts again
            _ = try tintype.run(["post", "Moths at the window again"], instance: server.baseURL, token: "grace_token")
            let second = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "ada_token"))
            defer { second.close() }
            let screen = try await second.screenShowing { $0.contains("online ·") && $0.contains("new posts on top") }
            // then
            #expect(kept != nil, "the server kept no position")
            #expect(Self.selectedRow(in: screen) == Self.selectedRow(in: reading), "selected:\n\(screen)\nbefore:\n\(reading)")
            #expect(screen.contains("3 new posts on top"), "the status line:\n\(screen)")
        }
    }
}
