import Imaging
import TerminalUI

/// A photo laid out as large as a width and a number of rows allow, in a box of its shape (a
/// square where the server did not say). The box is the same for the photo's likeness and for
/// the photo, so what is under it never moves when the photo arrives; a photo of another shape
/// is drawn inside the box.
enum PhotoBox {
    /// What a picture's place shows before anything of it is known.
    static let placeholder = PixelImage(width: 1, height: 1, filledWith: RGBColor(hex: 0x303030))

    /// The cells a box of this shape takes at its largest within `columns` and `maximumRows`.
    static func cells(aspectRatio: Double?, columns: Int, maximumRows: Int) -> (columns: Int, rows: Int) {
        let ratio = aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 1
        let height = max(1, Int((1000 / ratio).rounded()))
        return PictureFit.cells(forWidth: 1000, height: height, columns: columns, rows: maximumRows)
    }

    /// The box's lines: the picture (the placeholder filling the box while there is none), then
    /// blank lines down to the box's bottom.
    static func lines(_ picture: PixelImage?, aspectRatio: Double?, columns: Int, maximumRows: Int) -> [StyledLine] {
        let box = cells(aspectRatio: aspectRatio, columns: columns, maximumRows: maximumRows)
        let cells =
            picture.map { CellPicture(fitting: $0, columns: box.columns, rows: box.rows) }
            ?? CellPicture(placeholder, columns: box.columns, rows: box.rows)
        return (0..<cells.rows).map { StyledLine(picture: StyledLine.PictureRow(cells, row: $0)) }
            + Array(repeating: .blank, count: max(0, box.rows - cells.rows))
    }
}
