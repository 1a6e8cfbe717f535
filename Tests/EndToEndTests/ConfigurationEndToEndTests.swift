import Foundation
import TestSupport
import Testing

/// The configuration file as a person writes it, read by the real binary: a key moved to
/// another works and the help shows it, a broken file stops the start with its line, and the
/// default file `tintype config --default` prints is one the binary takes.
@Suite(.serialized)
struct ConfigurationEndToEndTests {
    @Test func testThatAKeyMovedInTheFileWorksAndTheHelpShowsIt() async throws {
        try await DemoServer.run { server in
            // given: n moves to the next post, and j no longer does
            let tintype = try TintypeBinary()
            try tintype.writeConfiguration("[keys.feed]\nnext = [\"n\", \"Down\"]\n")
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "ada_token"))
            defer { session.close() }
            let first = try await session.screenShowing { $0.contains("online ·") && !ScreenReading.selectedLines(in: $0).isEmpty }

            // when: n moves down; then j, and k after it: keys are handled in order, so once k's
            // move shows, j's has been handled too, and the first post is selected only if j did nothing
            try session.send("n")
            let afterN = try await session.screenShowing {
                ScreenReading.selectedLines(in: $0) != ScreenReading.selectedLines(in: first)
            }
            try session.send("j", "k")
            let afterJK = try await session.screenShowing {
                ScreenReading.selectedLines(in: $0) != ScreenReading.selectedLines(in: afterN)
            }
            try session.send("?")
            let help = try await session.screenShowing { $0.contains("next post") }

            // then
            #expect(ScreenReading.selectedLines(in: afterN) != ScreenReading.selectedLines(in: first))
            #expect(ScreenReading.selectedLines(in: afterJK) == ScreenReading.selectedLines(in: first), "j still moved:\n\(afterJK)")
            #expect(help.contains("n / Down") && help.contains("next post"), "\(help)")
        }
    }

    @Test func testThatABrokenFileStopsTheStartNamingItsLine() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            try tintype.writeConfiguration("[pictures]\n\nprotocol = \"holograms\"\n")
            // when
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "ada_token"))
            defer { session.close() }
            let screen = try await session.screenShowing { $0.contains("EXITED") }
            // then
            #expect(screen.contains("config.toml:3:12:") && screen.contains("holograms") && screen.contains("EXITED 1"), "\(screen)")
        }
    }

    @Test func testThatTheDefaultFileIsOneTheBinaryTakes() throws {
        // given
        let tintype = try TintypeBinary()
        let text = try tintype.runSignedIn(["config", "--default"]).output
        try tintype.writeConfiguration(text)
        // when
        let checked = try tintype.runSignedIn(["config", "--check"])
        // then
        #expect(checked.status == 0 && checked.output.hasSuffix("config.toml: fine\n"), "\(checked.output)")
    }

    /// The feed at 80 columns in a theme, as tmux holds it with its colours.
    private func feedDrawn(inTheme theme: String) async throws -> String {
        try await DemoServer.run { server in
            let tintype = try TintypeBinary()
            try tintype.writeConfiguration("[theme]\nname = \"\(theme)\"\n")
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "ada_token"), columns: 80, rows: 24)
            defer { session.close() }
            try await session.screenShowing { $0.contains("online ·") && $0.contains("Grace Hopper") }
            return try session.captureWithEscapes()
        }
    }

    @Test(arguments: [("default", "38;5;180"), ("light", "38;5;94"), ("high-contrast", "38;5;226")])
    func testThatEachThemeDrawsTheNamesInItsColour(_ theme: (name: String, authorColour: String)) async throws {
        // given
        // when
        let screen = try await feedDrawn(inTheme: theme.name)
        // then
        #expect(screen.contains(theme.authorColour + "mGrace Hopper"), "\(screen.prefix(800).debugDescription)")
    }

    @Test func testThatMonochromeDrawsWithNoColourAtAll() async throws {
        // given
        // when
        let screen = try await feedDrawn(inTheme: "monochrome")
        // then
        let colours = screen.matches(of: /\e\[(?:[0-9]+;)*(?:3[0-7]|4[0-7]|38|48|9[0-7]|10[0-7])(?:;[0-9;]*)?m/)
        #expect(colours.isEmpty && screen.contains("Grace Hopper"), "\(colours.prefix(3).map { String($0.output).debugDescription })")
    }
}
