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
