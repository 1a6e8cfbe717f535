/// How a grid of square tiles fills a band of the screen: how many tiles a row, how large each.
///
/// Tiles are square to the eye (a cell is about twice as tall as wide, so a tile has half as many
/// rows as columns), about `preferredColumns` wide, at least three to a row as a photo grid has
/// them where the width allows, and never so tall that fewer than two rows of tiles fit.
struct GridGeometry: Equatable {
    /// Columns between two tiles.
    static let gap = 1
    static let preferredColumns = 20
    static let minimumColumns = 6
    static let minimumTilesPerRow = 3
    static let maximumTilesPerRow = 8

    let tilesPerRow: Int
    let tileColumns: Int
    let tileRows: Int

    /// Rows of the screen one row of tiles takes: the tile and the line under it.
    var rowHeight: Int { tileRows + 1 }

    /// The tiles for a band of `columns` x `rows` cells.
    init(columns: Int, rows: Int) {
        let columns = max(1, columns)
        let fittingPreferred = (columns + Self.gap) / (Self.preferredColumns + Self.gap)
        let tilesPerRow = min(Self.maximumTilesPerRow, max(Self.minimumTilesPerRow, fittingPreferred))
        var tileColumns = Self.columns(of: tilesPerRow, in: columns)
        // Two rows of tiles stay in view: a tile is never taller than half the band.
        let tallest = max(1, rows / 2 - 1)
        if tileColumns / 2 > tallest { tileColumns = tallest * 2 }
        tileColumns = max(min(Self.minimumColumns, columns), tileColumns)
        self.tileColumns = tileColumns
        self.tileRows = max(1, tileColumns / 2)
        // Tiles made smaller for the height leave room for more of them in a row.
        self.tilesPerRow = max(1, min(Self.maximumTilesPerRow, (columns + Self.gap) / (tileColumns + Self.gap)))
    }

    /// The widest tile of which `count` fit side by side in `columns`.
    private static func columns(of count: Int, in columns: Int) -> Int {
        (columns - (count - 1) * gap) / count
    }

    /// The row of tiles a tile is in.
    func row(of index: Int) -> Int { index / tilesPerRow }

    /// How many rows of tiles `count` tiles take.
    func rowCount(of count: Int) -> Int { (count + tilesPerRow - 1) / tilesPerRow }

    /// The column where a tile starts, for its place in its row.
    func column(ofTileAt position: Int) -> Int { position * (tileColumns + Self.gap) }
}
