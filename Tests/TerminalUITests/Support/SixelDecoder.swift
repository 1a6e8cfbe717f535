import Imaging

/// Reads a sixel image back into pixels, as a terminal would paint it, for tests that check what
/// the encoder wrote. Pixels no colour was painted on stay nil (transparent).
struct SixelDecoder {
    private(set) var width = 0
    private(set) var height = 0
    private(set) var pixels: [[RGBColor?]] = []
    /// The size the raster attributes declared.
    private(set) var declaredWidth = 0
    private(set) var declaredHeight = 0
    private(set) var registers: [Int: RGBColor] = [:]

    enum Failure: Error {
        case notSixel
        case malformed(String)
    }

    init(_ bytes: [UInt8]) throws {
        guard bytes.count >= 4, bytes[0] == 0x1B, bytes[1] == UInt8(ascii: "P") else { throw Failure.notSixel }
        guard let introducer = bytes.firstIndex(of: UInt8(ascii: "q")) else { throw Failure.notSixel }
        guard bytes.suffix(2) == [0x1B, UInt8(ascii: "\\")] else { throw Failure.malformed("no string terminator") }
        let body = Array(bytes[(introducer + 1)..<(bytes.count - 2)])
        var index = 0
        var x = 0
        var band = 0
        var color = 0
        func number() -> Int {
            var value = 0
            while index < body.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(body[index]) {
                value = value * 10 + Int(body[index] - UInt8(ascii: "0"))
                index += 1
            }
            return value
        }
        func numbers() -> [Int] {
            var values = [number()]
            while index < body.count, body[index] == UInt8(ascii: ";") {
                index += 1
                values.append(number())
            }
            return values
        }
        while index < body.count {
            let byte = body[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                let values = numbers()
                if values.count >= 4 {
                    declaredWidth = values[2]
                    declaredHeight = values[3]
                }
            case UInt8(ascii: "#"):
                index += 1
                let values = numbers()
                color = values[0]
                if values.count >= 5 {
                    guard values[1] == 2 else { throw Failure.malformed("colour space \(values[1])") }
                    registers[color] = RGBColor(
                        red: UInt8((values[2] * 255 + 50) / 100), green: UInt8((values[3] * 255 + 50) / 100),
                        blue: UInt8((values[4] * 255 + 50) / 100))
                }
            case UInt8(ascii: "!"):
                index += 1
                let count = number()
                guard index < body.count else { throw Failure.malformed("repeat with no character") }
                try paint(body[index], count: count, x: &x, band: band, color: color)
                index += 1
            case UInt8(ascii: "$"):
                x = 0
                index += 1
            case UInt8(ascii: "-"):
                x = 0
                band += 1
                index += 1
            case 63...126:
                try paint(byte, count: 1, x: &x, band: band, color: color)
                index += 1
            default:
                throw Failure.malformed("byte \(byte)")
            }
        }
    }

    private mutating func paint(_ character: UInt8, count: Int, x: inout Int, band: Int, color: Int) throws {
        guard let rgb = registers[color] else { throw Failure.malformed("register \(color) used before it was set") }
        let bits = character - 63
        for _ in 0..<count {
            for bit in 0..<6 where bits & (1 << bit) != 0 {
                set(x: x, y: band * 6 + bit, to: rgb)
            }
            x += 1
        }
    }

    private mutating func set(x: Int, y: Int, to color: RGBColor) {
        while pixels.count <= y { pixels.append(Array(repeating: nil, count: width)) }
        if x >= width {
            width = x + 1
            pixels = pixels.map { $0 + Array(repeating: nil, count: width - $0.count) }
        }
        height = max(height, y + 1)
        pixels[y][x] = color
    }

    /// The painted pixels as a picture, transparent ones black.
    var image: PixelImage {
        PixelImage(
            width: width, height: height,
            bytes: pixels.prefix(height).flatMap { row in row.flatMap { [$0?.red ?? 0, $0?.green ?? 0, $0?.blue ?? 0] } })
    }
}
