/// The size of a screen or a surface, in character cells.
public struct TerminalSize: Equatable, Sendable, CustomStringConvertible {
    public var rows: Int
    public var columns: Int

    public init(rows: Int, columns: Int) {
        self.rows = max(0, rows)
        self.columns = max(0, columns)
    }

    public var description: String { "\(columns)x\(rows)" }
}
