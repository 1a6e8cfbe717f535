import Foundation
import TestSupport
import Testing

/// Videos and animated GIFs played by `tintype show`, in a tmux pane as a person runs it.
@Suite(.serialized)
struct VideosEndToEndTests {
    /// A second of red, then a second of blue, 64x48 at 10 frames a second (H.264 in MP4).
    let clip = DemoServer.packageRoot.appendingPathComponent("Tests/ImagingTests/Fixtures/red-then-blue.mp4").path
    let gif = DemoServer.packageRoot.appendingPathComponent("Tests/ImagingTests/Fixtures/red-then-blue.gif").path

    /// The 256-colour backgrounds of xterm's pure red and blue, as half blocks draw them.
    private static let red = "48;5;196m"
    private static let blue = "48;5;21m"

    /// `tintype show` of the file in half blocks, at most 20x5 cells, in a fresh pane.
    private func show(_ path: String) throws -> TmuxSession {
        let tintype = try TintypeBinary()
        return try TmuxSession(
            command: tintype.shellLine(
                arguments: ["show", "--pictures", "blocks", "--columns", "20", "--rows", "5", path], adding: ["TERM": "xterm-256color"]),
            columns: 60, rows: 12)
    }

    /// Grace's post of the file, on the demo server; the binary that posted it.
    private func gracePosts(_ path: String, caption: String, on server: DemoServer) throws -> TintypeBinary {
        let tintype = try TintypeBinary()
        try tintype.run(["post", "--media", path, "--alt", "Red, then blue", caption], instance: server.baseURL, token: "grace_token")
        return tintype
    }

    /// Alan's app in a fresh 100-column pane, Grace's newest post opened from his Home.
    private func alanOpensGracesPost(_ tintype: TintypeBinary, on server: DemoServer) async throws -> TmuxSession {
        let session = try alansHome(tintype, on: server)
        try await session.screenShowing { $0.contains("online ·") }
        try await session.press("g", "Enter", thenShowing: "♡ 0 likes")
        return session
    }

    /// Alan's Home in a fresh 100-column pane.
    private func alansHome(_ tintype: TintypeBinary, on server: DemoServer) throws -> TmuxSession {
        try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"), columns: 100)
    }

    /// The lines of the pane a picture's half blocks are on.
    private static func pictureLines(in screen: String) -> Int {
        screen.split(separator: "\n").filter { $0.contains("▀") }.count
    }

    @Test func testThatAVideoPlaysFromItsFirstFrameToItsLastInOnePlace() async throws {
        // given
        let session = try show(clip)
        defer { session.close() }
        // when: it plays and ends
        let first = try await session.screenShowing(withEscapes: true) { $0.contains(Self.red) }
        let last = try await session.screenShowing(withEscapes: true) { $0.contains(Self.blue) && $0.contains("EXITED 0") }
        // then: the last frame is drawn over the first, not under it
        #expect(!last.contains(Self.red), "screen was:\n\(last)")
        #expect(Self.pictureLines(in: first) == 5 && Self.pictureLines(in: last) == 5, "first:\n\(first)\nlast:\n\(last)")
    }

    @Test func testThatAnAnimatedGIFPlaysToItsLastFrame() async throws {
        // given
        let session = try show(gif)
        defer { session.close() }
        // when
        let first = try await session.screenShowing(withEscapes: true) { $0.contains(Self.red) }
        let last = try await session.screenShowing(withEscapes: true) { $0.contains("EXITED 0") }
        // then
        #expect(first.contains(Self.red) && last.contains(Self.blue) && !last.contains(Self.red), "screen was:\n\(last)")
    }

    @Test func testThatAVideoInTheFeedShowsItsFirstFrameMarkedToPlay() async throws {
        try await DemoServer.run { server in
            // given: Grace's video, on a server that makes no still of it
            let tintype = try gracePosts(clip, caption: "A clip of two colours", on: server)
            // when
            let session = try alansHome(tintype, on: server)
            defer { session.close() }
            let screen = try await session.screenShowing(withEscapes: true) {
                $0.contains("▶ 1 video") && Self.thumbnailLines(in: $0, colour: "5;196m") >= 4
            }
            // then: the first frame's red, in the thumbnail's four rows
            #expect(Self.thumbnailLines(in: screen, colour: "5;196m") >= 4, "the screen was:\n\(screen)")
        }
    }

    @Test func testThatAnAnimatedGIFLoopsInTheFeedWhileItIsOnScreen() async throws {
        try await DemoServer.run { server in
            // given: Grace's GIF, a second of red then a second of blue
            let tintype = try gracePosts(gif, caption: "Two colours, round and round", on: server)
            // when: the feed shows it, and time passes
            let session = try alansHome(tintype, on: server)
            defer { session.close() }
            let red = try await session.screenShowing(withEscapes: true) { Self.thumbnailLines(in: $0, colour: "5;196m") >= 4 }
            let blue = try await session.screenShowing(withEscapes: true) { Self.thumbnailLines(in: $0, colour: "5;21m") >= 4 }
            let redAgain = try await session.screenShowing(withEscapes: true) { Self.thumbnailLines(in: $0, colour: "5;196m") >= 4 }
            // then: red, blue, and red again, in the thumbnail's four rows
            #expect(Self.thumbnailLines(in: red, colour: "5;196m") >= 4, "the screen was:\n\(red)")
            #expect(
                Self.thumbnailLines(in: blue, colour: "5;21m") >= 4, "the GIF did not move on; the log ends:\n\(tintype.logTail())\n\(blue)"
            )
            #expect(Self.thumbnailLines(in: redAgain, colour: "5;196m") >= 4, "the GIF did not start again:\n\(redAgain)")
        }
    }

    @Test func testThatAnAnimatedGIFLoopsAsALargePhotoInHomesLargeLayout() async throws {
        try await DemoServer.run { server in
            // given: Grace's GIF, a second of red then a second of blue, and Home's photos large
            let tintype = try gracePosts(gif, caption: "Two colours, round and round", on: server)
            let session = try alansHome(tintype, on: server)
            defer { session.close() }
            try await session.screenShowing { $0.contains("online ·") }
            try await session.press("z", thenShowing: "captions under them")
            // when: time passes
            let red = try await session.screenShowing(withEscapes: true) { Self.thumbnailLines(in: $0, colour: "5;196m") >= 8 }
            let blue = try await session.screenShowing(withEscapes: true) { Self.thumbnailLines(in: $0, colour: "5;21m") >= 8 }
            // then: the large photo, taller than any thumbnail, goes from red to blue
            #expect(Self.thumbnailLines(in: red, colour: "5;196m") >= 8, "the screen was:\n\(red)")
            #expect(
                Self.thumbnailLines(in: blue, colour: "5;21m") >= 8, "the GIF did not move on; the log ends:\n\(tintype.logTail())\n\(blue)"
            )
        }
    }

    @Test func testThatAnAnimatedGIFLoopsOnItsAuthorsProfile() async throws {
        try await DemoServer.run { server in
            // given: Grace's GIF, a second of red then a second of blue
            let tintype = try gracePosts(gif, caption: "Two colours, round and round", on: server)
            // when: her own profile, and time passes
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "grace_token"), columns: 100)
            defer { session.close() }
            try await session.screenShowing { $0.contains("online ·") }
            try await session.press("5", thenShowing: "this is you")
            let red = try await session.screenShowing(withEscapes: true) { Self.thumbnailLines(in: $0, colour: "5;196m") >= 2 }
            let blue = try await session.screenShowing(withEscapes: true) { Self.thumbnailLines(in: $0, colour: "5;21m") >= 2 }
            // then
            #expect(Self.thumbnailLines(in: red, colour: "5;196m") >= 2, "the screen was:\n\(red)")
            #expect(
                Self.thumbnailLines(in: blue, colour: "5;21m") >= 2, "the GIF did not move on; the log ends:\n\(tintype.logTail())\n\(blue)"
            )
        }
    }

    @Test func testThatAnAnimatedGIFLoopsOnItsPostsScreen() async throws {
        try await DemoServer.run { server in
            // given: Grace's GIF, a second of red then a second of blue, opened from Home
            let tintype = try gracePosts(gif, caption: "Two colours, round and round", on: server)
            let session = try await alanOpensGracesPost(tintype, on: server)
            defer { session.close() }
            // when: time passes
            let red = try await session.screenShowing(withEscapes: true) { Self.thumbnailLines(in: $0, colour: "5;196m") >= 6 }
            let blue = try await session.screenShowing(withEscapes: true) { Self.thumbnailLines(in: $0, colour: "5;21m") >= 6 }
            // then: the large photo goes from red to blue
            #expect(Self.thumbnailLines(in: red, colour: "5;196m") >= 6, "the screen was:\n\(red)")
            #expect(
                Self.thumbnailLines(in: blue, colour: "5;21m") >= 6, "the GIF did not move on; the log ends:\n\(tintype.logTail())\n\(blue)"
            )
        }
    }

    @Test func testThatAVideoPlaysInTheViewerToItsEndAndSpacePlaysItAgain() async throws {
        try await DemoServer.run { server in
            // given: Grace's clip, a second of red then a second of blue, its post open
            let tintype = try gracePosts(clip, caption: "A clip of two colours", on: server)
            let session = try await alanOpensGracesPost(tintype, on: server)
            defer { session.close() }
            // when: the viewer, then Space once it ended
            try await session.press("z", thenShowing: "/ 0:02")
            let blue = try await session.screenShowing(withEscapes: true) { Self.thumbnailLines(in: $0, colour: "5;21m") >= 6 }
            let ended = try await session.screenShowing { $0.contains("■ 0:02") }
            try session.send("Space")
            let again = try await session.screenShowing(withEscapes: true) {
                $0.contains("▶ 0:0") && Self.thumbnailLines(in: $0, colour: "5;196m") >= 6
            }
            // then
            #expect(Self.thumbnailLines(in: blue, colour: "5;21m") >= 6, "the video did not reach its blue second:\n\(blue)")
            #expect(ended.contains("■ 0:02"), "the status line does not say it ended:\n\(ended)")
            #expect(again.contains("▶ 0:0"), "Space did not play it again:\n\(again)")
        }
    }

    @Test func testThatAVideoLargerThanAnyPhotoPlaysInTheViewer() async throws {
        try await DemoServer.run { server in
            // given: the clip with 12 MB after its frames, larger than any answer but a video's
            let large = TestFolders.unique("tintype-large-clip").appendingPathComponent("large.mp4")
            try FileManager.default.createDirectory(at: large.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (Data(contentsOf: URL(fileURLWithPath: clip)) + Data(count: 12 * 1024 * 1024)).write(to: large)
            let tintype = try gracePosts(large.path, caption: "A long clip of two colours", on: server)
            let session = try await alanOpensGracesPost(tintype, on: server)
            defer { session.close() }
            // then: the post shows its first, red, frame still, though the server made none
            try await session.screenShowing(withEscapes: true) { $0.contains(Self.red) }
            // when
            try await session.press("z", thenShowing: "/ 0:02")
            let blue = try await session.screenShowing(withEscapes: true) { Self.thumbnailLines(in: $0, colour: "5;21m") >= 6 }
            // then: it played to its blue second
            #expect(Self.thumbnailLines(in: blue, colour: "5;21m") >= 6, "the video did not play:\n\(blue)")
        }
    }

    /// Lines of the pane with half blocks in this 256-colour code.
    private static func thumbnailLines(in screen: String, colour: String) -> Int {
        screen.split(separator: "\n").filter { $0.contains("▀") && $0.contains(colour) }.count
    }

    /// Pixels of a screenshot mostly of this colour.
    private static func count(_ shot: WindowShot, _ isColour: (UInt8, UInt8, UInt8) -> Bool) -> Int {
        let bytes = shot.image.bytes
        return stride(from: 0, to: bytes.count, by: 3).filter { isColour(bytes[$0], bytes[$0 + 1], bytes[$0 + 2]) }.count
    }

    private static func isRed(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Bool { red > 200 && green < 60 && blue < 60 }
    private static func isBlue(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Bool { blue > 200 && red < 60 && green < 60 }

    @Test func testThatKittyShowsTheVideoInItsOwnPixelsFrameAfterFrame() async throws {
        // given: 40x10 cells of kitty under a virtual display
        let tintype = try TintypeBinary()
        let terminal = try PictureTerminal(
            .kitty,
            command: tintype.shellLine(
                arguments: ["show", "--pictures", "kitty", "--columns", "40", "--rows", "10", clip], adding: ["TERM": "xterm-kitty"]))
        defer { terminal.close() }
        // when
        let first = try await terminal.screenShowing { Self.count($0, Self.isRed) > 1000 }
        let last = try await terminal.screenShowing { Self.count($0, Self.isBlue) > 1000 }
        // then: blue where red was, and no red left
        #expect(Self.count(last, Self.isRed) == 0, "red pixels left: \(Self.count(last, Self.isRed))")
        #expect(abs(Self.count(first, Self.isRed) - Self.count(last, Self.isBlue)) < Self.count(first, Self.isRed) / 10)
    }

    @Test func testThatKittyDrawsTwoFramesOfAGIFLoopingInTheFeed() async throws {
        try await DemoServer.run { server in
            // given: Grace's GIF, a second of red then a second of blue, in Alan's Home in kitty
            let tintype = try gracePosts(gif, caption: "Two colours, round and round", on: server)
            let terminal = try PictureTerminal(
                .kitty, command: tintype.shellLine(instance: server.baseURL, token: "alan_token", adding: ["TERM": "xterm-kitty"]))
            defer { terminal.close() }
            // when
            let red = try await terminal.screenShowing(timeout: 30) { Self.count($0, Self.isRed) > 200 }
            let blue = try await terminal.screenShowing { Self.count($0, Self.isBlue) > 200 && Self.count($0, Self.isRed) == 0 }
            // then: the thumbnail in blue where it was red, nothing of the red frame left
            #expect(Self.count(blue, Self.isRed) == 0, "red pixels left: \(Self.count(blue, Self.isRed))")
            #expect(Self.count(red, Self.isBlue) == 0 && Self.count(blue, Self.isBlue) > 200)
        }
    }
}
