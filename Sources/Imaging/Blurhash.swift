import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A blurhash (https://blurha.sh): a few DCT components of a photo in a short base-83 string,
/// which servers send with each attachment so a soft likeness can be drawn before the photo loads.
public struct Blurhash: Sendable, Equatable {
    public let componentsX: Int
    public let componentsY: Int
    /// Each component's colour in linear light: the average first, then the rest row by row.
    let components: [(red: Double, green: Double, blue: Double)]

    /// Nil for a string that is not a well-formed blurhash.
    public init?(_ text: String) {
        let digits = text.utf8.map { Self.digitValues[Int($0)] }
        guard digits.count >= 6, !digits.contains(-1) else { return nil }
        let sizeFlag = digits[0]
        componentsY = sizeFlag / 9 + 1
        componentsX = sizeFlag % 9 + 1
        guard digits.count == 4 + 2 * componentsX * componentsY else { return nil }
        let maximumValue = Double(digits[1] + 1) / 166
        func number(_ range: Range<Int>) -> Int { digits[range].reduce(0) { $0 * 83 + $1 } }
        let average = number(2..<6)
        var components = [
            (
                red: Self.linear(fromSRGB: average >> 16 & 255), green: Self.linear(fromSRGB: average >> 8 & 255),
                blue: Self.linear(fromSRGB: average & 255)
            )
        ]
        for index in 1..<(componentsX * componentsY) {
            let value = number((4 + index * 2)..<(6 + index * 2))
            components.append(
                (
                    red: Self.signedSquare(value / (19 * 19)) * maximumValue,
                    green: Self.signedSquare(value / 19 % 19) * maximumValue,
                    blue: Self.signedSquare(value % 19) * maximumValue
                ))
        }
        self.components = components
    }

    public static func == (lhs: Blurhash, rhs: Blurhash) -> Bool {
        lhs.componentsX == rhs.componentsX && lhs.componentsY == rhs.componentsY
            && zip(lhs.components, rhs.components).allSatisfy { $0 == $1 }
    }

    /// The likeness at a size: each pixel the sum of the components' cosines at its place.
    public func image(width: Int, height: Int) -> PixelImage {
        guard width > 0, height > 0 else { return PixelImage(width: 0, height: 0, bytes: []) }
        let cosinesX = Self.cosines(count: componentsX, length: width)
        let cosinesY = Self.cosines(count: componentsY, length: height)
        var bytes = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                var red = 0.0
                var green = 0.0
                var blue = 0.0
                for j in 0..<componentsY {
                    for i in 0..<componentsX {
                        let basis = cosinesX[i * width + x] * cosinesY[j * height + y]
                        let component = components[i + j * componentsX]
                        red += component.red * basis
                        green += component.green * basis
                        blue += component.blue * basis
                    }
                }
                let offset = (y * width + x) * 3
                bytes[offset] = Self.sRGB(fromLinear: red)
                bytes[offset + 1] = Self.sRGB(fromLinear: green)
                bytes[offset + 2] = Self.sRGB(fromLinear: blue)
            }
        }
        return PixelImage(width: width, height: height, bytes: bytes)
    }

    // MARK: - The published algorithm's pieces

    private static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~".utf8)

    /// The value of each byte as a base-83 digit, -1 where it is none.
    private static let digitValues: [Int] = {
        var values = [Int](repeating: -1, count: 256)
        for (value, byte) in alphabet.enumerated() { values[Int(byte)] = value }
        return values
    }()

    /// cos(π·index·position/length) for each component index, a row of `length` per index.
    private static func cosines(count: Int, length: Int) -> [Double] {
        var table = [Double](repeating: 0, count: count * length)
        for index in 0..<count {
            for position in 0..<length {
                table[index * length + position] = cos(Double.pi * Double(position * index) / Double(length))
            }
        }
        return table
    }

    private static func signedSquare(_ quantised: Int) -> Double {
        let value = Double(quantised - 9) / 9
        return value < 0 ? -(value * value) : value * value
    }

    private static func linear(fromSRGB value: Int) -> Double {
        let fraction = Double(value) / 255
        return fraction <= 0.04045 ? fraction / 12.92 : pow((fraction + 0.055) / 1.055, 2.4)
    }

    private static func sRGB(fromLinear value: Double) -> UInt8 {
        let clamped = min(1, max(0, value))
        let encoded = clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * pow(clamped, 1 / 2.4) - 0.055
        return UInt8(encoded * 255 + 0.5)
    }
}
