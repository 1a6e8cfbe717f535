/// A rectangle of cells on the screen: where a surface sits and how large it is.
public struct Rect: Equatable, Sendable {
    public var row: Int
    public var column: Int
    public var size: TerminalSize

    public init(row: Int, column: Int, rows: Int, columns: Int) {
        self.row = row
        self.column = column
        self.size = TerminalSize(rows: rows, columns: columns)
    }
}

extension Rect {
    /// Whether the two share a cell.
    public func intersects(_ other: Rect) -> Bool {
        row < other.row + other.size.rows && other.row < row + size.rows && column < other.column + other.size.columns
            && other.column < column + size.columns
    }

    /// Whether the cell is inside.
    public func contains(row cellRow: Int, column cellColumn: Int) -> Bool {
        cellRow >= row && cellRow < row + size.rows && cellColumn >= column && cellColumn < column + size.columns
    }
}
