import Imaging

/// Service is responsible for the pictures of posts: their bytes kept in a cache of their own,
/// fetched a few at a time, decoded off the main actor at about the size they will be shown.
public protocol MediaService: Sendable {
    /// The picture at `address`, decoded for about `wanted` pixels. Cancelling the calling task
    /// (a row scrolled away) gives up its place in the queue and its download.
    func picture(at address: String, wanted: PixelSize) async throws(MediaProblem) -> PixelImage

    /// The soft likeness a blurhash describes, at `size` pixels; nil for a malformed hash.
    func likeness(of blurhash: String, size: PixelSize) -> PixelImage?

    /// The frames of the animation at `address` (an animated GIF, or the MP4 a server made of
    /// one), each within `wanted` pixels, at their own times and round again after the last, for
    /// as long as the caller reads; at most `framesPerSecond` a second, late ones dropped. The
    /// stream ends for one that cannot be played or does not move: its still stays. It fails
    /// when the file did not come (the network, the server), which a later ask may fetch.
    func loop(at address: String, wanted: PixelSize, framesPerSecond: Int) -> AsyncThrowingStream<PixelImage, any Error>

    /// The frames of the video at `address` from `seconds` into it, each within `wanted` pixels
    /// (never larger than the video), at their own times to its end, for as long as the caller
    /// reads; late ones dropped. The stream ends early for one that cannot be played, and fails
    /// when the file did not come.
    func play(at address: String, wanted: PixelSize, from seconds: Double) -> AsyncThrowingStream<VideoFrame, any Error>
}

/// A size in pixels.
public struct PixelSize: Sendable, Equatable, Hashable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// What a photo in full is decoded for: as wide as a terminal that draws pixels shows it.
    public static let fullPanel = PixelSize(width: 1024, height: 1024)
    /// What a feed row's thumbnail is decoded for.
    public static let thumbnail = PixelSize(width: 48, height: 48)
}

/// Why a picture is not shown, in words for the place where it would have been.
public enum MediaProblem: Error, Sendable, Equatable {
    /// Not fetched: the server or the network failed.
    case unreachable(ConnectionProblem)
    /// Fetched, and not a picture this app can draw.
    case undrawable(PictureDecodingError)
    case cancelled
}
