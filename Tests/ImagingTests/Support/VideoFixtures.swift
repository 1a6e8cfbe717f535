import Foundation

/// Short videos made for these tests (`ffmpeg` from lavfi colours): a second of red, then a
/// second of blue, 64x48 at 10 frames a second as H.264 in MP4, and 32x24 as an animated GIF.
enum VideoFixtures {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static let redThenBlueMP4 = folder.appendingPathComponent("red-then-blue.mp4").path
    static let redThenBlueGIF = folder.appendingPathComponent("red-then-blue.gif").path
    static let greenStillGIF = folder.appendingPathComponent("green-still.gif").path
}
