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
            let tintype = try TintypeBinary()
            try tintype.run(
                ["post", "--media", clip, "--alt", "Red, then blue", "A clip of two colours"], instance: server.baseURL,
                token: "grace_token")
            // when
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"), columns: 100)
            defer { session.close() }
            let screen = try await session.screenShowing(withEscapes: true) {
                $0.contains("▶ 1 video") && Self.redThumbnailLines(in: $0) >= 4
            }
            // then: the first frame's red, in the thumbnail's four rows
            #expect(Self.redThumbnailLines(in: screen) >= 4, "the screen was:\n\(screen)")
        }
    }

    /// Lines of the pane with half blocks in xterm's 256-colour red.
    private static func redThumbnailLines(in screen: String) -> Int {
        screen.split(separator: "\n").filter { $0.contains("▀") && $0.contains("5;196m") }.count
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
}
