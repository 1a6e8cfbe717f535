import Foundation

/// Short videos made for these tests (`ffmpeg` from lavfi colours): a second of red, then a
/// second of blue, 64x48 at 10 frames a second as H.264 in MP4, and 32x24 as an animated GIF.
enum VideoFixtures {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static let redThenBlueMP4 = folder.appendingPathComponent("red-then-blue.mp4").path
    static let redThenBlueGIF = folder.appendingPathComponent("red-then-blue.gif").path
    static let greenStillGIF = folder.appendingPathComponent("green-still.gif").path
    /// The first 1,200 bytes of `red-then-blue.mp4`.
    static let truncatedMP4 = folder.appendingPathComponent("truncated.mp4").path
    /// `red-then-blue.mp4` with 200 bits flipped past its first quarter.
    static let bitFlippedMP4 = folder.appendingPathComponent("bit-flipped.mp4").path
    /// A fifth of a second of a tone, and no picture.
    static let soundOnly = folder.appendingPathComponent("sound-only.m4a").path
    /// Ten hours of red, one frame an hour.
    static let tenHoursMP4 = folder.appendingPathComponent("ten-hours.mp4").path
}
