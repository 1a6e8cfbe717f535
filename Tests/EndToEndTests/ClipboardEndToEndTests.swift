import Foundation
import TestSupport
import Testing

/// The terminal's clipboard (OSC 52): the real binary in tmux against the demo instance, tmux
/// keeping what the app sets as its newest paste buffer.
@Suite(.serialized)
struct ClipboardEndToEndTests {
    /// Grace's post, then Alan's Home in a tmux that takes a clipboard; the post's id and the pane.
    private func openHomeAfterGracePosts(_ tintype: TintypeBinary, on server: DemoServer) async throws -> (String, TmuxSession) {
        let postId = try tintype.run(["post", "Moths in relay 70"], instance: server.baseURL, token: "grace_token")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
        try session.setServerOption("set-clipboard", "on")
        try await session.screenShowing { $0.contains("online ·") && $0.contains("Moths in relay 70") }
        return (postId, session)
    }

    /// The post's address as the server gives it, once tmux holds it as its newest buffer.
    private func expectBufferHoldsAddress(of postId: String, in session: TmuxSession, on server: DemoServer, screen: String) async throws {
        let status = try #require(try await server.json(at: "/api/v1/statuses/\(postId)", as: "alan") as? [String: Any])
        let address = try #require(status["url"] as? String)
        let buffer = try await Polling.value({ session.newestBuffer() }, until: { $0 == address })
        #expect(buffer == address, "tmux holds \(String(describing: buffer)); the screen:\n\(screen)")
    }

    @Test func testThatYOnAPostPutsItsAddressOnTheClipboard() async throws {
        try await DemoServer.run { server in
            // given: Grace's post opened from Alan's Home, in a tmux that takes a clipboard
            let (postId, session) = try await openHomeAfterGracePosts(try TintypeBinary(), on: server)
            defer { session.close() }
            try await session.press("Enter", thenShowing: "Post by Grace Hopper")
            // when
            let screen = try await session.press("y", thenShowing: "copied ")
            // then
            try await expectBufferHoldsAddress(of: postId, in: session, on: server, screen: screen)
        }
    }

    @Test func testThatYOnAHomeRowPutsItsPostsAddressOnTheClipboard() async throws {
        try await DemoServer.run { server in
            // given: Grace's post on top of Alan's Home, selected
            let (postId, session) = try await openHomeAfterGracePosts(try TintypeBinary(), on: server)
            defer { session.close() }
            try await session.screenShowing { ScreenReading.selectedLines(in: $0).contains { $0.contains("Moths in relay 70") } }
            // when
            let screen = try await session.press("y", thenShowing: "copied ")
            // then
            try await expectBufferHoldsAddress(of: postId, in: session, on: server, screen: screen)
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
