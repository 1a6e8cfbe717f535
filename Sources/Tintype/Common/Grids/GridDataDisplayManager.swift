import TerminalUI

/// Owns the tiles of a photo grid: the cell objects, the selected tile, scrolling by rows of tiles,
/// and drawing the rows on screen, each tile laid out by `PostTile`. The selected tile's line is
/// drawn reversed. Knows nothing of services or presenters.
@MainActor
final class GridDataDisplayManager {
    /// How close to the last row of tiles the selection gets before more are asked for.
    static var prefetchRows: Int { 1 }
    /// Columns before the first tile.
    static let gutter = 1

    weak var delegate: (any ListDataDisplayManagerDelegate)?
    private(set) var cellObjects: [PostCellObject] = []
    /// The selected tile.
    private(set) var selectedIndex = 0
    private var rows = ListViewport()
    private var geometry = GridGeometry(columns: 80, rows: 24)
    private var bandRows = 0
    private var footer: String?
    private var tileCache: [Int: [StyledLine]] = [:]
    /// The tiles drawn last, for the host to fetch what they show and let the rest go.
    private var shown = VisibleRange()
    var visibleRange: Range<Int> { shown.drawn }

    /// The selected tile, or nil when there are none.
    var selectedTile: Int? { cellObjects.isEmpty ? nil : selectedIndex }

    /// Replaces the tiles; the same post stays selected.
    func update(with newObjects: [PostCellObject]) {
        let selectedId = cellObjects.indices.contains(selectedIndex) ? cellObjects[selectedIndex].id : nil
        if !cellObjects.map(\.id).elementsEqual(newObjects.map(\.id)) { shown.rowsChanged() }
        cellObjects = newObjects
        tileCache.removeAll(keepingCapacity: true)
        select(selectedId.flatMap { id in newObjects.firstIndex { $0.id == id } } ?? min(selectedIndex, max(0, newObjects.count - 1)))
    }

    /// Shows tiles already in the grid as their objects now say, each found by its id; only
    /// those are laid out again.
    func replace(_ changedObjects: [PostCellObject]) {
        for object in changedObjects {
            guard let index = cellObjects.firstIndex(where: { $0.id == object.id }) else { continue }
            cellObjects[index] = object
            tileCache[index] = nil
        }
    }

    /// Selects a tile, as when the list of the same posts hands its selection over.
    func select(_ index: Int) {
        selectedIndex = cellObjects.isEmpty ? 0 : min(max(0, index), cellObjects.count - 1)
        revealSelection()
    }

    func showFooter(_ text: String?) {
        let changesRows = (footer == nil) != (text == nil)
        footer = text
        if changesRows { revealSelection() }
    }

    /// Moves the selection as the action says and asks for more tiles near the end. False when
    /// there are no tiles.
    @discardableResult
    func perform(_ action: GridAction) -> Bool {
        let count = cellObjects.count
        guard count > 0 else { return false }
        let perRow = geometry.tilesPerRow
        let pageTiles = max(1, bandRows / geometry.rowHeight) * perRow
        let target: Int
        switch action {
        case .left: target = selectedIndex - 1
        case .right: target = selectedIndex + 1
        // Down from a row with no tile below goes to the last tile, as a photo grid does.
        case .down:
            target =
                selectedIndex + perRow < count
                ? selectedIndex + perRow : (geometry.row(of: count - 1) > geometry.row(of: selectedIndex) ? count - 1 : selectedIndex)
        case .up: target = selectedIndex - perRow >= 0 ? selectedIndex - perRow : selectedIndex
        case .pageDown: target = min(count - 1, selectedIndex + pageTiles)
        case .pageUp: target = max(0, selectedIndex - pageTiles)
        case .first: target = 0
        case .last: target = count - 1
        }
        select(target)
        if geometry.row(of: selectedIndex) >= geometry.rowCount(of: count) - 1 - Self.prefetchRows {
            delegate?.didReachEndOfList()
        }
        return true
    }

    /// The tile drawn at `line` and `column` of the grid, as last drawn; nil between the tiles
    /// and below them.
    func index(atLine line: Int, column: Int) -> Int? {
        let place = column - Self.gutter
        guard line >= 0, place >= 0 else { return nil }
        let position = place / (geometry.tileColumns + GridGeometry.gap)
        guard position < geometry.tilesPerRow, place - geometry.column(ofTileAt: position) < geometry.tileColumns else { return nil }
        let index = (rows.topIndex + line / geometry.rowHeight) * geometry.tilesPerRow + position
        return cellObjects.indices.contains(index) ? index : nil
    }

    /// A click as the keys a person would press for it: the arrows along the tiles to the one
    /// there, or Enter on the tile already selected.
    func keys(forClickOnLine line: Int, column: Int) -> [KeyEvent] {
        guard let target = index(atLine: line, column: column) else { return [] }
        if target == selectedIndex { return [.enter] }
        return Array(repeating: target > selectedIndex ? .right : .left, count: abs(target - selectedIndex))
    }

    /// Draws the rows of tiles on screen into a band of the canvas, starting at row `top`.
    func draw(in canvas: any Canvas, top: Int, size: TerminalSize) {
        let newGeometry = GridGeometry(columns: size.columns - Self.gutter, rows: size.rows)
        if newGeometry != geometry || size.rows != bandRows {
            if newGeometry != geometry { tileCache.removeAll(keepingCapacity: true) }
            geometry = newGeometry
            bandRows = size.rows
            revealSelection()
        }
        let bottom = top + size.rows
        var row = top
        let rowCount = geometry.rowCount(of: cellObjects.count)
        let visibleRows = rows.visibleRange(viewportRows: size.rows, itemCount: rowCount) { _ in geometry.rowHeight }
        for gridRow in visibleRows {
            let tiles = (gridRow * geometry.tilesPerRow)..<min(cellObjects.count, (gridRow + 1) * geometry.tilesPerRow)
            drawRow(of: tiles, in: canvas, row: &row, bottom: bottom, columns: size.columns)
        }
        shown.record(
            visibleRows.isEmpty
                ? 0..<0
                : (visibleRows.lowerBound * geometry.tilesPerRow)..<min(cellObjects.count, visibleRows.upperBound * geometry.tilesPerRow))
        SelectableRowPainter.drawFooter(
            footer, isUnderLastRow: visibleRows.upperBound >= rowCount, in: canvas, row: &row, bottom: bottom, columns: size.columns,
            gutter: Self.gutter)
    }

    /// The tiles on screen when they changed since the last call, else nil.
    func takeVisibleRangeChange() -> Range<Int>? {
        shown.takeChange()
    }

    // MARK: - Private

    /// One row of tiles and the line under it, as much of it as fits above `bottom`.
    private func drawRow(of tiles: Range<Int>, in canvas: any Canvas, row: inout Int, bottom: Int, columns: Int) {
        let tileLines = tiles.map { lines(at: $0) }
        for line in 0..<geometry.rowHeight where row < bottom {
            canvas.fill(row: row, column: 0, width: columns, style: .plain)
            for (position, index) in tiles.enumerated() {
                let column = Self.gutter + geometry.column(ofTileAt: position)
                if line < geometry.tileRows {
                    draw(tileLines[position][line], in: canvas, row: row, column: column)
                } else {
                    drawLabel(tileLines[position][line], isSelected: index == selectedIndex, in: canvas, row: row, column: column)
                }
            }
            row += 1
        }
    }

    private func draw(_ line: StyledLine, in canvas: any Canvas, row: Int, column: Int) {
        if let picture = line.picture {
            canvas.drawPictureRow(picture.row, of: picture.picture, row: row, column: column)
        } else {
            line.draw(in: canvas, row: row, column: column, maximumWidth: geometry.tileColumns)
        }
    }

    private func drawLabel(_ label: StyledLine, isSelected: Bool, in canvas: any Canvas, row: Int, column: Int) {
        guard isSelected else {
            label.draw(in: canvas, row: row, column: column, maximumWidth: geometry.tileColumns)
            return
        }
        let selected = TextStyle(role: .accent, isBold: true, isReversed: true)
        canvas.fill(row: row, column: column, width: geometry.tileColumns, style: selected)
        label.draw(in: canvas, row: row, column: column, maximumWidth: geometry.tileColumns) { _ in selected }
    }

    /// A tile's rows and the line under it, laid out once for the tiles' size.
    private func lines(at index: Int) -> [StyledLine] {
        if let cached = tileCache[index] { return cached }
        let object = cellObjects[index]
        let laidOut =
            PostTile.lines(for: object, columns: geometry.tileColumns, rows: geometry.tileRows)
            + [PostTile.label(for: object, columns: geometry.tileColumns)]
        tileCache[index] = laidOut
        return laidOut
    }

    /// The selected tile's row on screen, the footer with the last row, and no blank lines at
    /// the bottom while rows above are hidden.
    private func revealSelection() {
        let rowCount = geometry.rowCount(of: cellObjects.count)
        let footerRows = footer == nil ? 0 : 1
        rows.select(geometry.row(of: selectedIndex), itemCount: rowCount)
        rows.revealSelection(viewportRows: max(1, bandRows), itemCount: rowCount, rowsBelowLast: footerRows) { _ in geometry.rowHeight }
        rows.fillScreen(viewportRows: max(1, bandRows), itemCount: rowCount, rowsBelowLast: footerRows) { _ in geometry.rowHeight }
    }
}
