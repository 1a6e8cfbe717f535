import Foundation
import TerminalUI
import Testing

@testable import TintypeApp

struct VideoShowingTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ImagingTests/Fixtures")
    /// A second of red, then a second of blue: 20 frames at 10 a second.
    static let clip = fixtures.appendingPathComponent("red-then-blue.mp4").path
    static let stillGIF = fixtures.appendingPathComponent("green-still.gif").path
    static let photo = fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/Demo/Photos/coffee.jpg").path

    let drawing = PictureDrawing(
        support: PictureSupport(pictureProtocol: .blocks), colors: .palette256, cell: .fallback, columns: 20, rows: 5)

    /// A clock that moves only when the player sleeps, or by `perWrite` seconds for each frame
    /// written (a terminal that slow), and the frames written.
    private final class Terminal {
        var seconds = 0.0
        var writes: [[UInt8]] = []
        let perWrite: Double

        init(perWrite: Double = 0) { self.perWrite = perWrite }

        func play(_ path: String, drawing: PictureDrawing, firstFrameOnly: Bool = false) throws -> Int? {
            try VideoShowing.play(
                path: path, drawing: drawing, firstFrameOnly: firstFrameOnly,
                write: {
                    self.writes.append($0)
                    self.seconds += self.perWrite
                }, now: { self.seconds }, sleep: { self.seconds += $0 })
        }
    }

    @Test func testThatEveryFrameIsShownWhenTheTerminalKeepsUp() throws {
        // given
        let terminal = Terminal()
        // when
        let shown = try terminal.play(Self.clip, drawing: drawing)
        // then
        #expect(shown == 20 && terminal.writes.count == 20)
    }

    @Test func testThatTheVideoTakesItsOwnTime() throws {
        // given
        let terminal = Terminal()
        // when
        _ = try terminal.play(Self.clip, drawing: drawing)
        // then: the last frame is due 1.9 s in
        #expect(abs(terminal.seconds - 1.9) < 0.01)
    }

    @Test func testThatFramesALateTerminalCannotShowInTimeAreDropped() throws {
        // given: each frame takes a quarter of a second to write, two and a half frames' time
        let terminal = Terminal(perWrite: 0.25)
        // when
        let shown = try #require(try terminal.play(Self.clip, drawing: drawing))
        // then: about one frame in three, and it ends when the video does, not later
        #expect(shown < 10 && terminal.seconds < 2.3)
    }

    @Test func testThatTheLastFrameIsShownHoweverLate() throws {
        // given
        let terminal = Terminal(perWrite: 0.25)
        // when
        _ = try terminal.play(Self.clip, drawing: drawing)
        // then: xterm's blue, the last second's colour
        #expect(String(decoding: terminal.writes.last ?? [], as: UTF8.self).contains("48;5;21m"))
    }

    @Test func testThatEachFrameAfterTheFirstIsDrawnOverIt() throws {
        // given
        let terminal = Terminal()
        // when
        _ = try terminal.play(Self.clip, drawing: drawing)
        // then: back up the picture's five lines first
        #expect(terminal.writes.dropFirst().allSatisfy { String(decoding: $0, as: UTF8.self).hasPrefix("\u{1B}[5F") })
    }

    @Test func testThatOnlyTheFirstFrameIsDrawnWhereNobodyWatches() throws {
        // given
        let terminal = Terminal()
        // when
        let shown = try terminal.play(Self.clip, drawing: drawing, firstFrameOnly: true)
        // then
        #expect(shown == 1 && terminal.writes.count == 1 && terminal.seconds == 0)
    }

    @Test func testThatAGIFOfOneFrameIsLeftToTheStillsDrawing() throws {
        // given
        let terminal = Terminal()
        // when
        let shown = try terminal.play(Self.stillGIF, drawing: drawing)
        // then
        #expect(shown == nil && terminal.writes.isEmpty)
    }

    @Test func testThatAFileNoDecoderReadsIsLeftToTheStillsDrawing() throws {
        // given
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("words-\(UUID().uuidString).mp4").path
        try Data("no frames here".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        // when
        let shown = try Terminal().play(path, drawing: drawing)
        // then
        #expect(shown == nil)
    }

    @Test func testThatAMissingFileIsUnreadable() {
        // then
        #expect(throws: PictureShowing.Failure.self) { try Terminal().play("/nonexistent.mp4", drawing: drawing) }
    }

    @Test func testThatAVideoMayMove() {
        // then
        #expect(VideoShowing.mayMove(path: Self.clip))
    }

    @Test func testThatAJPEGIsAStill() {
        // then
        #expect(!VideoShowing.mayMove(path: Self.photo))
    }
}
