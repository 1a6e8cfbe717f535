/// The laid-out lines of list rows, kept while the rows and the width stay the same, so that
/// scrolling a long list measures each row once.
public struct RowLinesCache: Sendable {
    private var lines: [Int: [StyledLine]] = [:]
    private var width = 0

    public init() {}

    /// Forgets every row, as when the rows themselves changed.
    public mutating func removeAll() {
        lines.removeAll(keepingCapacity: true)
    }

    /// A row's lines at a width, laid out by `layOut` only when not already known.
    public mutating func lines(at index: Int, width: Int, layOut: (Int) -> [StyledLine]) -> [StyledLine] {
        if width != self.width {
            lines.removeAll(keepingCapacity: true)
            self.width = width
        }
        if let cached = lines[index] { return cached }
        let laidOut = layOut(index)
        lines[index] = laidOut
        return laidOut
    }
}
