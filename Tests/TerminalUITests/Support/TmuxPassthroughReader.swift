/// Reads what an app wrote through tmux's passthrough: the sequences each `ESC P tmux; … ESC \`
/// carried, their escapes made single again, and what was written outside them, for tests.
struct TmuxPassthroughReader {
    /// Each wrapped piece's inner bytes, in the order sent.
    private(set) var pieces: [[UInt8]] = []
    /// The bytes written outside any wrapping.
    private(set) var outside: [UInt8] = []

    /// The inner bytes of every piece, joined.
    var passed: [UInt8] { pieces.flatMap { $0 } }

    init(_ bytes: [UInt8]) {
        let opening = [0x1B, UInt8(ascii: "P")] + Array("tmux;".utf8)
        var index = 0
        while index < bytes.count {
            guard index + opening.count <= bytes.count, Array(bytes[index..<(index + opening.count)]) == opening else {
                outside.append(bytes[index])
                index += 1
                continue
            }
            index += opening.count
            var piece: [UInt8] = []
            while index + 1 < bytes.count {
                if bytes[index] == 0x1B, bytes[index + 1] == 0x1B {
                    piece.append(0x1B)
                    index += 2
                } else if bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "\\") {
                    index += 2
                    break
                } else {
                    piece.append(bytes[index])
                    index += 1
                }
            }
            pieces.append(piece)
        }
    }
}
