import Imaging

/// A picture where it stands on the screen this turn: its box of cells (as laid out), and which of
/// the box's rows are shown (the others scrolled away or under a surface above it).
public struct PicturePlacement: Equatable, Sendable {
    public var source: PictureSource
    /// The screen cell of the box's top left corner; its row may be above the screen's top when
    /// the box is cut by the edge of a list.
    public var origin: (row: Int, column: Int)
    public var boxColumns: Int
    public var boxRows: Int
    /// The box's rows that are shown, counted from its top.
    public var shownRows: Range<Int>

    public init(source: PictureSource, origin: (row: Int, column: Int), boxColumns: Int, boxRows: Int, shownRows: Range<Int>) {
        self.source = source
        self.origin = origin
        self.boxColumns = boxColumns
        self.boxRows = boxRows
        self.shownRows = shownRows
    }

    /// The cells the shown rows cover.
    public var shownRect: Rect {
        Rect(row: origin.row + shownRows.lowerBound, column: origin.column, rows: shownRows.count, columns: boxColumns)
    }

    public static func == (lhs: PicturePlacement, rhs: PicturePlacement) -> Bool {
        lhs.source == rhs.source && lhs.origin == rhs.origin && lhs.boxColumns == rhs.boxColumns && lhs.boxRows == rhs.boxRows
            && lhs.shownRows == rhs.shownRows
    }
}

extension PicturePlacement: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source.key)
        hasher.combine(origin.row)
        hasher.combine(origin.column)
        hasher.combine(boxColumns)
        hasher.combine(boxRows)
        hasher.combine(shownRows)
    }
}
