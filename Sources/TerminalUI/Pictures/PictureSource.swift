import Imaging

/// The pixels a laid-out picture was made from, kept for terminals that draw pixels. Two sources
/// are the same when their keys are: comparing the pixels themselves would cost a photo's worth of
/// bytes on every comparison.
public struct PictureSource: Equatable, Sendable {
    public let image: PixelImage
    public let key: PictureKey

    public init(_ image: PixelImage) {
        self.image = image
        self.key = PictureKey(image)
    }

    public static func == (lhs: PictureSource, rhs: PictureSource) -> Bool {
        lhs.key == rhs.key
    }
}
