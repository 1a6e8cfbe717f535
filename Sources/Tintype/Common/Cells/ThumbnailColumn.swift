import Imaging
import TerminalUI

/// A thumbnail standing left of a row's text lines, in a list of posts or of likes: the middle square of the photo
/// (cells are twice as tall as wide), its place kept from the start so the row never jumps when
/// the picture arrives.
enum ThumbnailColumn {
    static let columns = 8
    static let rows = 4
    /// Narrower than this, a row has no room for a thumbnail beside its text.
    static let minimumWidth = 40

    /// Whether a row of this width has a thumbnail.
    static func fits(width: Int) -> Bool { width >= minimumWidth }

    /// The columns the text has beside the thumbnail.
    static func textWidth(in width: Int) -> Int { width - columns - StyledLine.pictureGap }

    /// The text lines with the thumbnail's rows before them, padded to its height; lines past
    /// it are indented to stay in the text's column.
    static func lines(_ text: [StyledLine], thumbnail: PixelImage?) -> [StyledLine] {
        lines(text, picture: CellPicture((thumbnail ?? PhotoBox.placeholder).croppedToCentreSquare(), columns: columns, rows: rows))
    }

    /// The same, with a picture already laid out in the column's cells (an avatar's initials).
    static func lines(_ text: [StyledLine], picture: CellPicture) -> [StyledLine] {
        var beside = text
        while beside.count < rows { beside.append(.blank) }
        return beside.enumerated().map { row, line in
            var line = line
            if row < rows {
                line.picture = StyledLine.PictureRow(picture, row: row)
            } else {
                line.runs.insert(.init(String(repeating: " ", count: columns + StyledLine.pictureGap)), at: 0)
            }
            return line
        }
    }
}
