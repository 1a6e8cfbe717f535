import CImageCodecs

/// Turns the bytes of a JPEG, PNG, WebP or GIF (its first frame) into pixels, at a reduced size
/// where the decoder can, and refuses anything whose declared size is over a cap before decoding
/// a pixel of it.
public struct PictureDecoder: Sendable {
    /// 50 megapixels: larger than any camera photo a feed serves, far smaller than a bomb.
    public static let defaultPixelCap = 50_000_000
    /// What there is a decoder for; an SVG, or anything else, is unsupported.
    public static let decodedFormats: Set<PictureFormat> = [.jpeg, .png, .webp, .gif]

    public let pixelCap: Int
    /// What transparent parts of a picture are laid over.
    public let background: RGBColor

    public init(pixelCap: Int = defaultPixelCap, background: RGBColor = .black) {
        self.pixelCap = pixelCap
        self.background = background
    }

    /// Decodes a picture that will be shown at about `wanted` pixels: a JPEG is decoded at the
    /// smallest of its scales that is still at least that big; nil means full size.
    public func decode(_ bytes: [UInt8], wanted: (width: Int, height: Int)? = nil) throws(PictureDecodingError) -> PixelImage {
        let format = PictureFormat(sniffing: bytes)
        var image = ci_image()
        var message = [CChar](repeating: 0, count: 200)
        let result: ci_result = bytes.withUnsafeBufferPointer { data in
            message.withUnsafeMutableBufferPointer { text in
                switch format {
                case .jpeg:
                    ci_decode_jpeg(
                        data.baseAddress, data.count, UInt64(pixelCap), Int32(wanted?.width ?? 0), Int32(wanted?.height ?? 0),
                        &image, text.baseAddress, text.count)
                case .png:
                    ci_decode_png(data.baseAddress, data.count, UInt64(pixelCap), background.hex, &image, text.baseAddress, text.count)
                case .webp:
                    ci_decode_webp(data.baseAddress, data.count, UInt64(pixelCap), background.hex, &image, text.baseAddress, text.count)
                case .gif:
                    ci_decode_gif(data.baseAddress, data.count, UInt64(pixelCap), background.hex, &image, text.baseAddress, text.count)
                case .svg, .unknown:
                    CI_DAMAGED
                }
            }
        }
        guard Self.decodedFormats.contains(format) else { throw .unsupported(format) }
        defer { ci_free_image(&image) }
        let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        switch result {
        case CI_OK:
            let count = Int(image.width) * Int(image.height) * 3
            let pixels = Array(UnsafeBufferPointer(start: image.pixels, count: count))
            return PixelImage(width: Int(image.width), height: Int(image.height), bytes: pixels)
        case CI_TOO_LARGE: throw .tooLarge(reason)
        case CI_NO_MEMORY: throw .outOfMemory
        default: throw .damaged(reason)
        }
    }
}
