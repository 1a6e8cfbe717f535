import Foundation
import Imaging

/// Pictures made in code, with structure an encoder must keep: colour gradients and a disc.
enum TestPictures {
    /// Red rises to the right, green downwards, a blue disc in the middle.
    static func gradient(width: Int, height: Int) -> PixelImage {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let dx = Double(x - width / 2)
                let dy = Double(y - height / 2)
                let inDisc = dx * dx + dy * dy < Double(min(width, height) * min(width, height)) / 16
                bytes += [UInt8(x * 255 / max(1, width - 1)), UInt8(y * 255 / max(1, height - 1)), inDisc ? 220 : 40]
            }
        }
        return PixelImage(width: width, height: height, bytes: bytes)
    }

    /// The peak signal-to-noise ratio of `other` against `reference`, in dB: 30 and over is close.
    static func psnr(_ reference: PixelImage, _ other: PixelImage) -> Double {
        precondition(reference.width == other.width && reference.height == other.height)
        var sum = 0.0
        for index in reference.bytes.indices {
            let difference = Double(reference.bytes[index]) - Double(other.bytes[index])
            sum += difference * difference
        }
        let meanSquare = sum / Double(reference.bytes.count)
        return meanSquare == 0 ? .infinity : 10 * log10(255 * 255 / meanSquare)
    }
}
