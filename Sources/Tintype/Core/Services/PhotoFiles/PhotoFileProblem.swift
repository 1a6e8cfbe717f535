/// Why a file cannot be added to a post.
public enum PhotoFileProblem: Sendable, Equatable {
    case missing
    case folder
    case notAPicture
    /// Larger than the server takes (`limit` bytes; Mastodon's is 16 MB for a picture, 99 MB for a
    /// video, and no server is offered a larger picture).
    case tooLarge(bytes: Int, limit: Int)
    /// A video file FFmpeg cannot read: cut short, damaged, or holding no video.
    case unreadableVideo
    case videoFrameRateTooHigh(framesPerSecond: Int, limit: Int)
    case videoFramesTooLarge(width: Int, height: Int, limitPixels: Int)
    /// More frames than the server takes: `seconds` long, where it takes `limitSeconds` at this rate.
    case videoTooLong(seconds: Int, limitSeconds: Int)
}
