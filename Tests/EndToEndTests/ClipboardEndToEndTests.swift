import Foundation
import TestSupport
import Testing

/// The terminal's clipboard (OSC 52): the real binary in tmux against the demo instance, tmux
/// keeping what the app sets as its newest paste buffer.
@Suite(.serialized)
struct ClipboardEndToEndTests {
    @Test func testThatYOnAPostPutsItsAddressOnTheClipboard() async throws {
        try await DemoServer.run { server in
            // given: Grace's post opened from Alan's Home, in a tmux that takes a clipboard
            let tintype = try TintypeBinary()
            let postId = try tintype.run(["post", "Moths in relay 70"], instance: server.baseURL, token: "grace_token")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
            defer { session.close() }
            try session.setServerOption("set-clipboard", "on")
            try await session.screenShowing { $0.contains("online ·") && $0.contains("Moths in relay 70") }
            try await session.press("Enter", thenShowing: "Post by Grace Hopper")
            // when
            let screen = try await session.press("y", thenShowing: "copied ")
            // then
            let status = try #require(try await server.json(at: "/api/v1/statuses/\(postId)", as: "alan") as? [String: Any])
            let address = try #require(status["url"] as? String)
            let buffer = try await Polling.value({ session.newestBuffer() }, until: { $0 == address })
            #expect(buffer == address, "tmux holds \(String(describing: buffer)); the screen:\n\(screen)")
        }
    }

    @Test func testThatATmuxKeepingItsClipboardIsSaid() async throws {
        try await DemoServer.run { server in
            // given: tmux as it comes, which ignores a clipboard a program sets
            let tintype = try TintypeBinary()
            try tintype.run(["post", "Moths in relay 70"], instance: server.baseURL, token: "grace_token")
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
            defer { session.close() }
            try session.setServerOption("set-clipboard", "external")
            try await session.screenShowing { $0.contains("online ·") && $0.contains("Moths in relay 70") }
            try await session.press("Enter", thenShowing: "Post by Grace Hopper")
            // when
            let screen = try await session.press("y", thenShowing: "tmux keeps the clipboard")
            // then
            #expect(screen.contains("set-clipboard on"), "\(screen)")
            #expect(session.newestBuffer() == nil, "tmux has a buffer: \(String(describing: session.newestBuffer()))")
        }
    }
}
