import Foundation

/// Animated GIFs of any number of 1x1 frames, red and blue in turn at a tenth of a second each,
/// written byte by byte: a fixture of 10,000 frames is made, not kept.
enum GIFMaker {
    /// A file of `frames` frames in a folder of the tests' own.
    static func file(frames: Int) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tintype-gifs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("\(frames)-frames.gif")
        try Data(bytes(frames: frames)).write(to: file)
        return file.path
    }

    static func bytes(frames: Int) -> [UInt8] {
        var gif = Array("GIF89a".utf8)
        // A 1x1 screen with a table of two colours: red, blue.
        gif += [1, 0, 1, 0, 0x80, 0, 0, 0xFF, 0, 0, 0, 0, 0xFF]
        // Loop for ever.
        gif += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
        for index in 0..<frames {
            // A tenth of a second, then the 1x1 image of colour 0 or 1 (LZW: clear, the colour, end).
            gif += [0x21, 0xF9, 4, 0, 10, 0, 0, 0]
            gif += [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0]
            gif += [2, 2, index % 2 == 0 ? 0x44 : 0x4C, 0x01, 0]
        }
        return gif + [0x3B]
    }
}
