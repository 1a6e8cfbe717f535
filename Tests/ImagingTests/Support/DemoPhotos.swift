import Foundation

/// The photos the demo instance is seeded with, read from the repository, and damaged copies.
enum DemoPhotos {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/Demo/Photos")

    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".jpg") || $0.hasSuffix(".png") }.sorted()
    }

    static func bytes(_ name: String) -> [UInt8] {
        Array((try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data())
    }

    /// A JPEG whose frame header claims `width` x `height`, the rest left as it was.
    static func jpeg(_ name: String, declaring width: Int, by height: Int) -> [UInt8] {
        var bytes = bytes(name)
        var offset = 2
        while offset + 9 < bytes.count {
            let marker = bytes[offset + 1]
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if (0xC0...0xC2).contains(marker) {
                bytes[offset + 5] = UInt8(height >> 8)
                bytes[offset + 6] = UInt8(height & 0xFF)
                bytes[offset + 7] = UInt8(width >> 8)
                bytes[offset + 8] = UInt8(width & 0xFF)
                return bytes
            }
            offset += 2 + length
        }
        return bytes
    }

    /// 2x1 RGBA: a fully transparent pixel, then an opaque green one.
    static let transparentThenGreenPNG = Array(
        Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAADklEQVR4nGNgAIH/DP8BBAUB/yMAzdYAAAAASUVORK5CYII=")!)
}
