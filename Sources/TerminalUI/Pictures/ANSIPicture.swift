import Imaging

/// A picture as the bytes a terminal draws it from without curses: upper half blocks with SGR
/// colours (24-bit or 256-colour), or shade characters alone; each row ends by resetting the
/// colours. For `tintype show`, where the picture is printed and the program ends.
public enum ANSIPicture {
    public static func bytes(of picture: CellPicture, colors: PictureColors) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(picture.columns * picture.rows * 24)
        for row in 0..<picture.rows {
            var last: (top: Int, bottom: Int)?
            for column in 0..<picture.columns {
                let cell = picture.cell(row: row, column: column)
                switch colors {
                case .trueColor:
                    let key = (Int(cell.top.hex), Int(cell.bottom.hex))
                    if last.map({ $0 != key }) ?? true {
                        append(
                            "\u{1B}[38;2;\(cell.top.red);\(cell.top.green);\(cell.top.blue);48;2;\(cell.bottom.red);\(cell.bottom.green);\(cell.bottom.blue)m",
                            to: &output)
                        last = key
                    }
                    output += cell.letter.map { Array(String($0).utf8) } ?? upperHalfBlock
                case .palette256:
                    let key = (Int(cell.topIndex), Int(cell.bottomIndex))
                    if last.map({ $0 != key }) ?? true {
                        append("\u{1B}[38;5;\(cell.topIndex);48;5;\(cell.bottomIndex)m", to: &output)
                        last = key
                    }
                    output += cell.letter.map { Array(String($0).utf8) } ?? upperHalfBlock
                case .grayscale, .none:
                    output += shades[min(shades.count - 1, cell.lightness * shades.count / 256)]
                }
            }
            if colors == .trueColor || colors == .palette256 { append("\u{1B}[0m", to: &output) }
            output.append(0x0A)
        }
        return output
    }

    private static let upperHalfBlock: [UInt8] = Array("▀".utf8)
    private static let shades: [[UInt8]] = [" ", "░", "▒", "▓", "█"].map { Array($0.utf8) }

    private static func append(_ text: String, to output: inout [UInt8]) {
        output += Array(text.utf8)
    }
}
