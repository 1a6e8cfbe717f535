/// The most a server takes of a file a post carries. A limit the server does not give is nil,
/// and that check is left to the server.
public struct MediaFileLimits: Sendable, Equatable {
    public var pictureBytes: Int
    public var videoBytes: Int
    public var videoFramesPerSecond: Int?
    /// Width times height of a frame.
    public var videoPixels: Int?
    /// Frames in the whole video: its length at its frame rate.
    public var videoFrames: Int?

    public init(
        pictureBytes: Int = PhotoFiles.largestPicture, videoBytes: Int = Self.usualVideoBytes, videoFramesPerSecond: Int? = nil,
        videoPixels: Int? = nil, videoFrames: Int? = nil
    ) {
        self.pictureBytes = pictureBytes
        self.videoBytes = videoBytes
        self.videoFramesPerSecond = videoFramesPerSecond
        self.videoPixels = videoPixels
        self.videoFrames = videoFrames
    }

    /// Mastodon's limit for videos: 99 MB.
    public static let usualVideoBytes = 99 * 1024 * 1024
}
