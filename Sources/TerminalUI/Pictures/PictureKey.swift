import Imaging

/// Names a picture by what it holds, so that the same photo laid out again (a list redrawn, a row
/// measured anew) is known for the one already sent to the terminal, and is not sent twice.
///
/// A hash of the size and of a few thousand bytes spread over the picture: cheap for a large
/// photo, and two different photos, or a photo and its blurred likeness, never share one in
/// practice.
public struct PictureKey: Hashable, Sendable, CustomStringConvertible {
    public let value: UInt64

    public init(_ image: PixelImage) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        for byte in withUnsafeBytes(of: UInt64(image.width).littleEndian, Array.init) { mix(byte) }
        for byte in withUnsafeBytes(of: UInt64(image.height).littleEndian, Array.init) { mix(byte) }
        let count = image.bytes.count
        let samples = 4096
        image.bytes.withUnsafeBufferPointer { bytes in
            if count <= samples {
                for byte in bytes { mix(byte) }
            } else {
                // A prime step wanders across rows and channels instead of down one column.
                let step = max(1, count / samples) | 1
                var index = 0
                while index < count {
                    mix(bytes[index])
                    index += step
                }
                mix(bytes[count - 1])
            }
        }
        value = hash
    }

    public var description: String { String(value, radix: 16) }
}
