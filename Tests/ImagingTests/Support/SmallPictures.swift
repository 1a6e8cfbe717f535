import Foundation

/// Tiny pictures of known colours in the formats that have no demo photo, written with Pillow
/// (the WebP) and by hand (the GIFs: Pillow writes neither interlaced rows nor a small palette).
enum SmallPictures {
    /// Lossless WebP, 2x1 RGBA: a fully transparent pixel, then an opaque green one.
    static let transparentThenGreenWebP = Array(Data(base64Encoded: "UklGRh4AAABXRUJQVlA4TBEAAAAvAQAAEA8w/xHzH4wKRPQ/AAA=")!)

    /// Animated GIF, 2x1: the first frame red then transparent, the second all green.
    static let redThenTransparentAnimatedGIF = Array(
        Data(base64Encoded: "R0lGODlhAgABAPEAAP8AAAD/AAAA/wAAACH5BAEKAAIALAAAAAACAAEAAAIChAoAIfkEAAoAAAAsAAAAAAIAAQAAAgJMCgA7")!)

    /// GIF, 1x8, interlaced: row y is (32y, 255 - 32y, 0).
    static let interlacedRampGIF = Array(
        Data(base64Encoded: "R0lGODlhAQAIAPIAAAD/ACDfAEC/AGCfAIB/AKBfAMA/AOAfACwAAAAAAQAIAEADBggkFoN1CQA7")!)

    /// A GIF whose logical screen claims `width` x `height`, the rest left as it was.
    static func gif(declaring width: Int, by height: Int) -> [UInt8] {
        var bytes = redThenTransparentAnimatedGIF
        bytes[6] = UInt8(width & 0xFF)
        bytes[7] = UInt8(width >> 8)
        bytes[8] = UInt8(height & 0xFF)
        bytes[9] = UInt8(height >> 8)
        return bytes
    }

}
