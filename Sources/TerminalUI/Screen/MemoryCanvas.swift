/// A canvas kept as a grid of cells in memory, which tests read back as text.
@MainActor
public final class MemoryCanvas: Canvas {
    struct Cell: Equatable {
        /// The grapheme drawn in the cell; empty for the right half of a wide character.
        var text: String
        var style: TextStyle
        /// The two pixels of a picture drawn in the cell.
        var picture: PictureCell?

        static let blank = Cell(text: " ", style: .plain)

        init(text: String, style: TextStyle, picture: PictureCell? = nil) {
            self.text = text
            self.style = style
            self.picture = picture
        }
    }

    public private(set) var size: TerminalSize
    private(set) var cells: [[Cell]]

    public let pictureColors: PictureColors
    public let pixelCell: CellPixelSize?

    public init(size: TerminalSize, pictureColors: PictureColors = .palette256, pixelCell: CellPixelSize? = nil) {
        self.size = size
        self.pictureColors = pictureColors
        self.pixelCell = pixelCell
        self.cells = Self.blankGrid(size)
    }

    public func resize(to newSize: TerminalSize) {
        size = newSize
        cells = Self.blankGrid(newSize)
    }

    @discardableResult
    public func put(_ text: String, row: Int, column: Int, style: TextStyle) -> Int {
        guard row >= 0, row < size.rows, column >= 0 else { return 0 }
        var cursor = column
        for character in text {
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if cursor + width > size.columns { break }
            cells[row][cursor] = Cell(text: String(character), style: style)
            if width == 2 {
                cells[row][cursor + 1] = Cell(text: "", style: style)
            }
            cursor += width
        }
        return cursor - column
    }

    public func fill(row: Int, column: Int, width: Int, style: TextStyle) {
        guard row >= 0, row < size.rows else { return }
        let start = max(0, column)
        let end = min(size.columns, column + width)
        guard start < end else { return }
        for index in start..<end {
            cells[row][index] = Cell(text: " ", style: style)
        }
    }

    public func clear() {
        cells = Self.blankGrid(size)
    }

    /// Picture cells read back as the upper half block their colours are drawn with, or their letter.
    public func drawPictureRow(_ pictureRow: Int, of picture: CellPicture, row: Int, column: Int) {
        guard pictureColors != .none, row >= 0, row < size.rows, pictureRow >= 0, pictureRow < picture.rows else { return }
        for offset in 0..<picture.columns where column + offset >= 0 && column + offset < size.columns {
            let cell = picture.cell(row: pictureRow, column: offset)
            cells[row][column + offset] = Cell(text: cell.letter.map { String($0) } ?? "▀", style: .plain, picture: cell)
        }
    }

    /// The text of every row, with trailing blanks trimmed.
    public func renderedLines() -> [String] {
        cells.indices.map(renderedLine(at:))
    }

    /// The text of one row, with trailing blanks trimmed.
    public func renderedLine(at row: Int) -> String {
        var line = cells[row].map(\.text).joined()
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }

    /// The whole grid as one string, a row per line, for snapshot comparisons.
    public func renderedText() -> String {
        renderedLines().joined(separator: "\n")
    }

    /// The style of the cell at a position, for tests that check highlighting.
    public func style(row: Int, column: Int) -> TextStyle {
        cells[row][column].style
    }

    /// The picture cell at a position, nil where text is drawn.
    public func pictureCell(row: Int, column: Int) -> PictureCell? {
        cells[row][column].picture
    }

    private static func blankGrid(_ size: TerminalSize) -> [[Cell]] {
        Array(repeating: Array(repeating: .blank, count: size.columns), count: size.rows)
    }
}
