import Imaging

/// A frame of a video playing, where it falls in the video, and how long the video runs (0 where
/// the file does not say).
public struct VideoFrame: Sendable {
    public var image: PixelImage
    public var seconds: Double
    public var durationSeconds: Double

    public init(image: PixelImage, seconds: Double, durationSeconds: Double) {
        self.image = image
        self.seconds = seconds
        self.durationSeconds = durationSeconds
    }
}
