import CNcursesw

/// A run of cells that links somewhere: where it is (on a surface, or on the screen), what it
/// shows and how, so it can be written again with the link around it after ncurses wrote it.
struct LinkCells: Hashable {
    var row: Int
    var column: Int
    var width: Int
    var text: String
    var attributes: attr_t
    var pair: Int32
    var address: String

    var columns: Range<Int> { column..<(column + width) }

    /// The same cells on the screen, for a surface with this frame.
    func onScreen(surfaceAt frame: Rect) -> LinkCells {
        var moved = self
        moved.row += frame.row
        moved.column += frame.column
        return moved
    }

    func isCovered(by frame: Rect) -> Bool {
        frame.row <= row && row < frame.row + frame.size.rows
            && columns.overlaps(frame.column..<(frame.column + frame.size.columns))
    }
}
