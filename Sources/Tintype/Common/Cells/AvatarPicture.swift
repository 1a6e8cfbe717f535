import Imaging
import TerminalUI

/// An account's picture in a few cells: its avatar shrunk, or its initials on a colour of its
/// own (the same colour for the same handle, every time).
enum AvatarPicture {
    /// Soft, dark enough for white letters.
    private static let colors: [RGBColor] = [
        RGBColor(hex: 0x8E4A5B), RGBColor(hex: 0x4A6C8E), RGBColor(hex: 0x5B8E4A), RGBColor(hex: 0x8E6E4A),
        RGBColor(hex: 0x6A4A8E), RGBColor(hex: 0x4A8E85), RGBColor(hex: 0x8E4A8A), RGBColor(hex: 0x707070),
    ]

    /// Up to two letters: the first of the first two words of the name, else of the handle.
    static func initials(name: String, handle: String) -> String {
        let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).filter { !$0.isEmpty }
        let letters = words.prefix(2).compactMap(\.first)
        let source = letters.isEmpty ? Array(handle.filter { $0.isLetter || $0.isNumber }.prefix(1)) : letters
        return String(source).uppercased()
    }

    /// The colour of a handle, from a hash that does not change between runs (unlike `hashValue`).
    static func color(forHandle handle: String) -> RGBColor {
        let hash = handle.lowercased().unicodeScalars.reduce(UInt32(2_166_136_261)) { ($0 ^ $1.value) &* 16_777_619 }
        return colors[Int(hash % UInt32(colors.count))]
    }

    /// The avatar when there is one, else the initials, white, in the middle row of the colour.
    static func picture(avatar: PixelImage?, initials: String, color: RGBColor, columns: Int, rows: Int) -> CellPicture {
        if let avatar { return CellPicture(avatar.croppedToCentreSquare(), columns: columns, rows: rows) }
        var cells = Array(repeating: PictureCell(top: color, bottom: color), count: columns * rows)
        let letters = Array(initials.unicodeScalars.prefix(columns))
        let middle = (rows - 1) / 2
        let start = (columns - letters.count) / 2
        for (offset, letter) in letters.enumerated() {
            cells[middle * columns + start + offset] = PictureCell(top: .white, bottom: color, letter: letter)
        }
        return CellPicture(columns: columns, rows: rows, cells: cells)
    }
}
