/// The laid-out lines of list rows near the screen, and the height of every row measured, kept
/// while the rows and the width stay the same: scrolling lays each row out once, and a list of a
/// thousand posts keeps the lines of a few screens, not of every row it passed.
public struct RowLinesCache: Sendable {
    private var lines: [Int: [StyledLine]] = [:]
    private var heights: [Int: Int] = [:]
    private var width = 0

    public init() {}

    /// How many rows' lines are kept.
    public var keptLineCount: Int { lines.count }

    /// Forgets every row, as when the rows themselves changed.
    public mutating func removeAll() {
        lines.removeAll(keepingCapacity: true)
        heights.removeAll(keepingCapacity: true)
    }

    /// Forgets one row, as when what it shows changed.
    public mutating func remove(row index: Int) {
        lines[index] = nil
        heights[index] = nil
    }

    /// A row's lines at a width, laid out by `layOut` only when not already kept.
    public mutating func lines(at index: Int, width: Int, layOut: (Int) -> [StyledLine]) -> [StyledLine] {
        forgetOtherWidths(than: width)
        if let kept = lines[index] { return kept }
        let laidOut = layOut(index)
        lines[index] = laidOut
        heights[index] = laidOut.count
        return laidOut
    }

    /// How many lines a row takes at a width: laid out by `layOut` only the first time.
    public mutating func height(at index: Int, width: Int, layOut: (Int) -> [StyledLine]) -> Int {
        forgetOtherWidths(than: width)
        if let height = heights[index] { return height }
        return lines(at: index, width: width, layOut: layOut).count
    }

    /// Lets go of the lines of every row outside `rows`; their heights are kept.
    public mutating func keepLines(of rows: Range<Int>) {
        // Drawn every frame: a new table only when some row is to go.
        guard lines.keys.contains(where: { !rows.contains($0) }) else { return }
        lines = lines.filter { rows.contains($0.key) }
    }

    private mutating func forgetOtherWidths(than width: Int) {
        guard width != self.width else { return }
        removeAll()
        self.width = width
    }
}
