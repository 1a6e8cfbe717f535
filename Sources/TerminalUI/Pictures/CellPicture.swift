import Imaging

/// A picture laid out in terminal cells, ready to draw a row at a time.
public struct CellPicture: Equatable, Sendable {
    public let columns: Int
    public let rows: Int
    /// Row after row of cells.
    public let cells: [PictureCell]
    /// The pixels the cells were made from, for a terminal that draws pixels; nil for a picture
    /// made cell by cell (an avatar's initials), which every terminal draws as text.
    public let source: PictureSource?

    /// The picture shrunk (area-averaged) to `columns` x `rows` cells, two pixels to a cell.
    public init(_ image: PixelImage, columns: Int, rows: Int) {
        let columns = max(1, columns)
        let rows = max(1, rows)
        let scaled = image.scaled(toWidth: columns, height: rows * 2)
        var cells: [PictureCell] = []
        cells.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                cells.append(PictureCell(top: scaled.color(x: column, y: row * 2), bottom: scaled.color(x: column, y: row * 2 + 1)))
            }
        }
        self.columns = columns
        self.rows = rows
        self.cells = cells
        self.source = PictureSource(image)
    }

    /// The picture as large as fits in `columns` x `rows` cells, keeping its aspect ratio.
    public init(fitting image: PixelImage, columns: Int, rows: Int) {
        let fit = PictureFit.cells(forWidth: image.width, height: image.height, columns: columns, rows: rows)
        self.init(image, columns: fit.columns, rows: fit.rows)
    }

    /// A picture made cell by cell, row after row; missing cells are black.
    public init(columns: Int, rows: Int, cells: [PictureCell]) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        let count = self.columns * self.rows
        self.cells =
            Array(cells.prefix(count)) + Array(repeating: PictureCell(top: .black, bottom: .black), count: max(0, count - cells.count))
        self.source = nil
    }

    public func cell(row: Int, column: Int) -> PictureCell {
        cells[row * columns + column]
    }
}
