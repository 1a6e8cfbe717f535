import Foundation
import Imaging

/// Reads what an app wrote in kitty's graphics protocol: each APC command's keys and payload, the
/// images its transmissions carry once their chunks are joined and inflated, or read from the
/// temporary file they name, for tests.
struct KittyCommands {
    struct Command: Equatable {
        var keys: [String: String]
        var payload: String
    }

    enum Failure: Error {
        case unterminated
        case malformedChunk(String)
    }

    private(set) var commands: [Command] = []
    /// Every chunk's payload length, in the order sent.
    private(set) var chunkLengths: [Int] = []
    /// Images by id, as transmitted.
    private(set) var images: [UInt32: PixelImage] = [:]

    init(_ bytes: [UInt8]) throws {
        var index = 0
        var joining: (keys: [String: String], payload: String)?
        let start: [UInt8] = [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")]
        while index + 2 < bytes.count {
            guard Array(bytes[index..<(index + 3)]) == start else {
                index += 1
                continue
            }
            var end = index + 3
            while end + 1 < bytes.count, !(bytes[end] == 0x1B && bytes[end + 1] == UInt8(ascii: "\\")) { end += 1 }
            guard end + 1 < bytes.count else { throw Failure.unterminated }
            let text = String(decoding: bytes[(index + 3)..<end], as: UTF8.self)
            let parts = text.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            var keys: [String: String] = [:]
            for pair in parts[0].split(separator: ",") {
                let halves = pair.split(separator: "=", maxSplits: 1)
                if halves.count == 2 { keys[String(halves[0])] = String(halves[1]) }
            }
            let payload = parts.count > 1 ? String(parts[1]) : ""
            commands.append(Command(keys: keys, payload: payload))
            if joining != nil || keys["a"] == "t" {
                chunkLengths.append(payload.utf8.count)
                var current = joining ?? (keys, "")
                current.payload += payload
                if keys["m"] == "1" {
                    joining = current
                } else {
                    joining = nil
                    try finish(current.keys, current.payload)
                }
            }
            index = end + 2
        }
    }

    private mutating func finish(_ keys: [String: String], _ payload: String) throws {
        guard let id = keys["i"].flatMap(UInt32.init), let width = keys["s"].flatMap(Int.init), let height = keys["v"].flatMap(Int.init),
            let data = Data(base64Encoded: payload)
        else { throw Failure.malformedChunk("transmission keys or payload") }
        let raw: [UInt8]?
        if keys["t"] == "t" {
            raw = FileManager.default.contents(atPath: String(decoding: data, as: UTF8.self)).map(Array.init)
        } else {
            raw = keys["o"] == "z" ? PictureEncoder.inflate(Array(data), expectedLength: width * height * 3) : Array(data)
        }
        guard let raw, raw.count == width * height * 3 else { throw Failure.malformedChunk("pixel count") }
        images[id] = PixelImage(width: width, height: height, bytes: raw)
    }

    /// The commands with `a` equal to `action`.
    func commands(_ action: String) -> [Command] {
        commands.filter { $0.keys["a"] == action }
    }
}
