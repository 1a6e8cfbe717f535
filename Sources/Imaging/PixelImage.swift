/// A picture as rows of 8-bit RGB pixels, top to bottom; what every decoder gives and every
/// renderer takes.
public struct PixelImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height * 3` bytes: red, green, blue for each pixel, row after row.
    public let bytes: [UInt8]

    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && bytes.count == width * height * 3, "pixel bytes do not match the size")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// A picture of one colour.
    public init(width: Int, height: Int, filledWith color: RGBColor) {
        var bytes = [UInt8](repeating: 0, count: width * height * 3)
        for pixel in 0..<(width * height) {
            bytes[pixel * 3] = color.red
            bytes[pixel * 3 + 1] = color.green
            bytes[pixel * 3 + 2] = color.blue
        }
        self.init(width: width, height: height, bytes: bytes)
    }

    public func color(x: Int, y: Int) -> RGBColor {
        let offset = (y * width + x) * 3
        return RGBColor(red: bytes[offset], green: bytes[offset + 1], blue: bytes[offset + 2])
    }
}
