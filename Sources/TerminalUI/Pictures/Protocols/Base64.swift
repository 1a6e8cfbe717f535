/// RFC 4648 base64 with padding, straight into bytes: pictures are sent to terminals as base64,
/// megabytes of it, and going through `String` would copy them twice.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var output = [UInt8](repeating: UInt8(ascii: "="), count: (bytes.count + 2) / 3 * 4)
        output.withUnsafeMutableBufferPointer { output in
            bytes.withUnsafeBufferPointer { input in
                var read = 0
                var written = 0
                while read + 2 < input.count {
                    let triple = UInt32(input[read]) << 16 | UInt32(input[read + 1]) << 8 | UInt32(input[read + 2])
                    output[written] = alphabet[Int(triple >> 18)]
                    output[written + 1] = alphabet[Int(triple >> 12 & 63)]
                    output[written + 2] = alphabet[Int(triple >> 6 & 63)]
                    output[written + 3] = alphabet[Int(triple & 63)]
                    read += 3
                    written += 4
                }
                let left = input.count - read
                if left > 0 {
                    let first = UInt32(input[read]) << 16
                    let second = left > 1 ? UInt32(input[read + 1]) << 8 : 0
                    let pair = first | second
                    output[written] = alphabet[Int(pair >> 18)]
                    output[written + 1] = alphabet[Int(pair >> 12 & 63)]
                    if left > 1 { output[written + 2] = alphabet[Int(pair >> 6 & 63)] }
                }
            }
        }
        return output
    }

    static func encode(_ bytes: [UInt8]) -> [UInt8] {
        encode(bytes[...])
    }
}
