/// Turns the picture rows the surfaces hold into placements: the rows of one picture drawn one
/// under the other make one placement, and a row that any surface above covers, even in part, is
/// not shown (an overlay, a composer or the help over a photo hides the photo's rows beneath it).
public enum PicturePlacementCollector {
    /// `surfaces` from the bottom of the stack to the top, hidden ones left out.
    public static func placements(in surfaces: [PictureSurfaceSnapshot], screen: TerminalSize) -> [PicturePlacement] {
        var placements: [PicturePlacement] = []
        for (depth, surface) in surfaces.enumerated() {
            let above = surfaces[(depth + 1)...].map(\.frame)
            var runs: [Run] = []
            for surfaceRow in surface.rows.keys.sorted() {
                for record in surface.rows[surfaceRow] ?? [] {
                    guard let source = record.picture.source else { continue }
                    let row = surface.frame.row + surfaceRow
                    let column = surface.frame.column + record.column
                    let cells = Rect(row: row, column: column, rows: 1, columns: record.picture.columns)
                    guard row >= 0, row < screen.rows, column >= 0, column + record.picture.columns <= screen.columns,
                        !above.contains(where: { $0.intersects(cells) })
                    else { continue }
                    let originRow = row - record.pictureRow
                    if let index = runs.firstIndex(where: {
                        $0.source == source && $0.originRow == originRow && $0.column == column && $0.boxRows == record.picture.rows
                            && $0.boxColumns == record.picture.columns && $0.shown.upperBound == record.pictureRow
                    }) {
                        runs[index].shown = runs[index].shown.lowerBound..<(record.pictureRow + 1)
                    } else {
                        runs.append(
                            Run(
                                source: source, originRow: originRow, column: column, boxColumns: record.picture.columns,
                                boxRows: record.picture.rows, shown: record.pictureRow..<(record.pictureRow + 1)))
                    }
                }
            }
            placements += runs.map {
                PicturePlacement(
                    source: $0.source, origin: ($0.originRow, $0.column), boxColumns: $0.boxColumns, boxRows: $0.boxRows,
                    shownRows: $0.shown)
            }
        }
        return placements
    }

    private struct Run {
        var source: PictureSource
        var originRow: Int
        var column: Int
        var boxColumns: Int
        var boxRows: Int
        var shown: Range<Int>
    }
}
