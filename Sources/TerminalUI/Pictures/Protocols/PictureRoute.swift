/// How picture sequences reach the terminal that draws them.
///
/// Inside tmux, the terminal around it draws kitty and iTerm2 pictures when tmux's
/// `allow-passthrough` is on: each sequence goes in a DCS `tmux;` with its escapes doubled, and
/// tmux hands it on untouched. tmux does not move the outer terminal's cursor for it, so a
/// picture is placed at absolute coordinates there: the pane's cell plus where the pane sits.
public enum PictureRoute: Equatable, Sendable {
    case direct
    /// Through tmux, to a pane whose top left cell is at `paneOrigin` on the outer terminal.
    case tmuxPassthrough(paneOrigin: CellOrigin)

    /// Where a pane's top left cell is on the terminal, 0-based.
    public struct CellOrigin: Equatable, Sendable {
        public var row: Int
        public var column: Int

        public init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    /// `command` with the cursor saved, moved to the pane's cell (0-based) and put back after it.
    func positioned(row: Int, column: Int, _ command: [UInt8]) -> [UInt8] {
        var origin = CellOrigin(row: 0, column: 0)
        if case .tmuxPassthrough(let paneOrigin) = self { origin = paneOrigin }
        let move = Array("\u{1B}7\u{1B}[\(origin.row + row + 1);\(origin.column + column + 1)H".utf8)
        return passed(move + command + Array("\u{1B}8".utf8))
    }

    /// `sequences` as they must be written: as they are, or each string sequence (ended by ST
    /// or BEL) wrapped on its own, so a picture sent in chunks stays in chunks tmux takes whole.
    func passed(_ sequences: [UInt8]) -> [UInt8] {
        guard case .tmuxPassthrough = self else { return sequences }
        return Self.throughTmux(sequences)
    }

    /// `sequences` wrapped for tmux's passthrough, each string sequence on its own.
    static func throughTmux(_ sequences: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(sequences.count + sequences.count / 1024 * 16 + 16)
        var pieceStart = 0
        var index = 0
        while index < sequences.count {
            let byte = sequences[index]
            let endsString =
                byte == 0x07 || (byte == UInt8(ascii: "\\") && index > pieceStart && sequences[index - 1] == 0x1B)
            index += 1
            if endsString || index == sequences.count {
                Self.wrap(sequences[pieceStart..<index], into: &output)
                pieceStart = index
            }
        }
        return output
    }

    private static func wrap(_ piece: ArraySlice<UInt8>, into output: inout [UInt8]) {
        output += [0x1B, UInt8(ascii: "P")] + Array("tmux;".utf8)
        for byte in piece {
            if byte == 0x1B { output.append(0x1B) }
            output.append(byte)
        }
        output += [0x1B, UInt8(ascii: "\\")]
    }
}
