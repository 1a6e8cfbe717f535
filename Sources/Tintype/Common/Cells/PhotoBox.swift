import Imaging
import TerminalUI

/// A photo laid out as large as a width and a number of rows allow, in a box of its shape (a
/// square where the server did not say). The box is the same for the photo's likeness and for
/// the photo, so what is under it never moves when the photo arrives; a photo of another shape
/// is drawn inside the box.
enum PhotoBox {
    /// What a picture's place shows before anything of it is known.
    static let placeholder = PixelImage(width: 1, height: 1, filledWith: RGBColor(hex: 0x303030))

    /// The cells a box of this shape takes at its largest within `columns` and `maximumRows`:
    /// cells of `pixelCell`'s shape where the terminal draws pixels, else half-block cells, two
    /// square pixels high.
    static func cells(aspectRatio: Double?, columns: Int, maximumRows: Int, pixelCell: CellPixelSize? = nil) -> (columns: Int, rows: Int) {
        let ratio = aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 1
        // PictureFit counts two square pixels to a cell; a taller cell holds more of the photo.
        let cellHeightInWidths = pixelCell.map { Double($0.height) / Double($0.width) } ?? 2
        let height = max(1, Int((1000 / ratio * 2 / cellHeightInWidths).rounded()))
        return PictureFit.cells(forWidth: 1000, height: height, columns: columns, rows: maximumRows)
    }

    /// A picture in a box of cells: in pixels it takes the whole box, which the terminal's pixels
    /// fit it into, centred; in half blocks it is fitted here, from the box's top.
    static func cellPicture(_ picture: PixelImage, columns: Int, rows: Int, pixelCell: CellPixelSize?) -> CellPicture {
        pixelCell == nil ? CellPicture(fitting: picture, columns: columns, rows: rows) : CellPicture(picture, columns: columns, rows: rows)
    }

    /// The box's lines: the picture (the placeholder filling the box while there is none), then
    /// blank lines down to the box's bottom.
    static func lines(_ picture: PixelImage?, aspectRatio: Double?, columns: Int, maximumRows: Int, pixelCell: CellPixelSize? = nil)
        -> [StyledLine]
    {
        let box = cells(aspectRatio: aspectRatio, columns: columns, maximumRows: maximumRows, pixelCell: pixelCell)
        let cells =
            picture.map { cellPicture($0, columns: box.columns, rows: box.rows, pixelCell: pixelCell) }
            ?? CellPicture(placeholder, columns: box.columns, rows: box.rows)
        return (0..<cells.rows).map { StyledLine(picture: StyledLine.PictureRow(cells, row: $0)) }
            + Array(repeating: .blank, count: max(0, box.rows - cells.rows))
    }
}
