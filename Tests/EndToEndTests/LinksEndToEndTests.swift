import Foundation
import TestSupport
import Testing

/// Links in the real binary, against the demo instance: the app runs behind a terminal of the
/// test's own, which says it is WezTerm and writes down every link the app writes (OSC 8).
@Suite(.serialized)
struct LinksEndToEndTests {
    private let address = "https://example.org/film/portra"
    private let says = ["TERM_PROGRAM": "WezTerm"]

    /// Grace's post with a link in its caption, on Alan's Home behind the terminal; the post's id.
    private func openHomeWithLinkedPost(
        _ tintype: TintypeBinary, on server: DemoServer, terminal: AnsweringTerminal
    ) async throws -> (TmuxSession, String) {
        let photo = DemoServer.packageRoot.appendingPathComponent("Resources/Demo/Photos/chelsea-the-cat.jpg").path
        let postId = try tintype.run(
            ["post", "--media", photo, "--alt", "A tabby cat", "Shot on \(address) at home"], instance: server.baseURL, token: "grace_token"
        ).trimmingCharacters(in: .whitespacesAndNewlines)
        let line = tintype.shellLine(
            arguments: ["--instance", server.baseURL, "--token=alan_token"], adding: terminal.environment.merging(says) { $1 },
            through: terminal.launcher)
        let session = try TmuxSession(command: line)
        try await session.screenShowing { $0.contains("online ·") && $0.contains("Shot on") }
        return (session, postId)
    }

    /// The same post opened from Home, the links written until then forgotten.
    private func openLinkedPost(
        _ tintype: TintypeBinary, on server: DemoServer, terminal: AnsweringTerminal
    ) async throws -> (TmuxSession, String) {
        let (session, postId) = try await openHomeWithLinkedPost(tintype, on: server, terminal: terminal)
        var screen = try session.capture()
        // What Home wrote is forgotten: the links after this are the post screen's.
        try? FileManager.default.removeItem(at: terminal.links)
        for _ in 0..<5 where !ScreenReading.selectedLines(in: screen).contains(where: { $0.contains("Shot on") }) {
            try session.send("j")
            screen = try await session.poll(upTo: 2) { ScreenReading.selectedLines(in: $0).contains { $0.contains("Shot on") } }
        }
        try session.send("Enter")
        try await session.screenShowing { $0.contains("Post by Grace Hopper") && $0.contains(address) }
        return (session, postId)
    }

    @Test func testThatALinkInACaptionIsALinkInHomesRow() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let terminal = AnsweringTerminal(in: tintype.home)
            // when
            let (session, _) = try await openHomeWithLinkedPost(tintype, on: server, terminal: terminal)
            defer { session.close() }
            // then
            try await expectCaptionLinkWritten(by: terminal)
        }
    }

    @Test func testThatALinkInTheCaptionIsALinkInTheTerminal() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let terminal = AnsweringTerminal(in: tintype.home)
            // when
            let (session, _) = try await openLinkedPost(tintype, on: server, terminal: terminal)
            defer { session.close() }
            // then: the words shown for it are the address itself
            try await expectCaptionLinkWritten(by: terminal)
        }
    }

    /// The caption's link written to the terminal, its words the address itself.
    private func expectCaptionLinkWritten(by terminal: AnsweringTerminal, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let written = try await Polling.value({ terminal.writtenLinks() }, until: { $0.contains("\(address) \(address)") })
        #expect(written.contains("\(address) \(address)"), "links written: \(written)", sourceLocation: sourceLocation)
    }

    @Test func testThatThePostsAgeLinksToItsOwnPage() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let terminal = AnsweringTerminal(in: tintype.home)
            // when
            let (session, postId) = try await openLinkedPost(tintype, on: server, terminal: terminal)
            defer { session.close() }
            // then: the server's address of the post, on its age
            let ownPage = { (links: Set<String>) in links.contains { $0.hasPrefix("http") && $0.contains("/@grace/\(postId) ") } }
            let written = try await Polling.value({ terminal.writtenLinks() }, until: ownPage)
            #expect(ownPage(written), "links written: \(written)")
        }
    }

    @Test func testThatLinksTurnedOffAreWrittenAsPlainText() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            try tintype.writeConfiguration("[links]\nenabled = false\n")
            let terminal = AnsweringTerminal(in: tintype.home)
            let (session, _) = try await openLinkedPost(tintype, on: server, terminal: terminal)
            defer { session.close() }
            // when: one more frame after the caption's, so anything written with it has come
            try session.send("?")
            try await session.screenShowing { $0.contains("Keys") }
            // then
            #expect(terminal.writtenLinks().isEmpty)
        }
    }
}
