import CImageCodecs

/// Turns pixels, or any bytes, into the compressed forms terminals take pictures in: zlib's
/// deflate (the kitty protocol's `o=z`) and PNG files (iTerm2's inline images).
public enum PictureEncoder {
    /// The bytes deflated in zlib's framing; level 1 is fastest, 12 smallest. Nil only when memory
    /// ran out.
    public static func deflate(_ bytes: [UInt8], level: Int32 = 1) -> [UInt8]? {
        var buffer = ci_buffer()
        let result = bytes.withUnsafeBufferPointer { ci_deflate($0.baseAddress, $0.count, level, &buffer) }
        return take(buffer, result)
    }

    /// What `deflate` made, back as it was, given its length; nil for data that is not deflated or
    /// comes to more.
    public static func inflate(_ bytes: [UInt8], expectedLength: Int) -> [UInt8]? {
        var buffer = ci_buffer()
        let result = bytes.withUnsafeBufferPointer { ci_inflate($0.baseAddress, $0.count, expectedLength, &buffer) }
        return take(buffer, result)
    }

    /// The picture as a PNG file. Nil only when memory ran out or the picture is empty.
    public static func png(_ image: PixelImage) -> [UInt8]? {
        guard image.width > 0, image.height > 0 else { return nil }
        var buffer = ci_buffer()
        let result = image.bytes.withUnsafeBufferPointer {
            ci_encode_png($0.baseAddress, Int32(image.width), Int32(image.height), &buffer)
        }
        return take(buffer, result)
    }

    private static func take(_ buffer: ci_buffer, _ result: ci_result) -> [UInt8]? {
        var buffer = buffer
        defer { ci_free_buffer(&buffer) }
        guard result == CI_OK, let bytes = buffer.bytes else { return nil }
        return Array(UnsafeBufferPointer(start: bytes, count: buffer.length))
    }
}
