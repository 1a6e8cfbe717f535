import TerminalUI

/// Owns the rows of a selectable list: the cell objects, the selection, scrolling, and drawing the
/// rows that are on screen, each laid out by `Layout`. Knows nothing of services or presenters;
/// the feed, a profile's posts and a list of accounts are all drawn by it.
@MainActor
final class ListDataDisplayManager<Layout: ListCellLayout> {
    /// How close to the last row the selection gets before more rows are asked for.
    static var prefetchDistance: Int { 3 }

    weak var delegate: (any ListDataDisplayManagerDelegate)?
    private(set) var cellObjects: [Layout.CellObject] = []
    private(set) var viewport = ListViewport()
    private var footer: String?
    private var linesCache = RowLinesCache()
    private var viewportSize = TerminalSize(rows: 0, columns: 0)

    init() {}

    var selectedIndex: Int { viewport.selectedIndex }

    /// Replaces the rows. At the top of the list the first row is shown and selected; further
    /// down, the same row stays selected and the same row stays on top, so rows arriving above do
    /// not move what is being read.
    func update(with newObjects: [Layout.CellObject]) {
        let isAtTop = viewport.selectedIndex == 0 && viewport.topIndex == 0
        let selectedId = cellObjects.indices.contains(viewport.selectedIndex) && !isAtTop ? cellObjects[viewport.selectedIndex].id : nil
        let topId = cellObjects.indices.contains(viewport.topIndex) && !isAtTop ? cellObjects[viewport.topIndex].id : nil
        cellObjects = newObjects
        linesCache.removeAll()
        let newSelection = selectedId.flatMap { id in newObjects.firstIndex { $0.id == id } } ?? 0
        let newTop = topId.flatMap { id in newObjects.firstIndex { $0.id == id } } ?? newSelection
        viewport = ListViewport()
        viewport.scroll(toTop: newTop, itemCount: newObjects.count)
        viewport.select(newSelection, itemCount: newObjects.count)
        viewport.revealSelection(viewportRows: max(1, viewportSize.rows), itemCount: cellObjects.count, height: height(of:))
    }

    func showFooter(_ text: String?) {
        footer = text
    }

    /// Moves the selection as the action says, and asks for more rows near the end.
    func perform(_ action: ListAction) {
        let count = cellObjects.count
        switch action {
        case .next: viewport.moveSelection(by: 1, itemCount: count)
        case .previous: viewport.moveSelection(by: -1, itemCount: count)
        case .pageDown: viewport.moveSelection(by: pageLength(), itemCount: count)
        case .pageUp: viewport.moveSelection(by: -pageLength(), itemCount: count)
        case .first: viewport.select(0, itemCount: count)
        case .last: viewport.select(count - 1, itemCount: count)
        }
        viewport.revealSelection(viewportRows: max(1, viewportSize.rows), itemCount: cellObjects.count, height: height(of:))
        if count > 0, viewport.selectedIndex >= count - Self.prefetchDistance {
            delegate?.didReachEndOfList()
        }
    }

    /// The number of lines all rows take at a width, for a host that sizes the list to its content.
    func lineCount(width: Int) -> Int {
        cellObjects.indices.reduce(footer == nil ? 0 : 1) { $0 + Layout.lines(for: cellObjects[$1], width: width).count }
    }

    /// Draws the visible rows into a band of the canvas, starting at row `top`.
    func draw(in canvas: any Canvas, top: Int, size: TerminalSize) {
        if size != viewportSize {
            viewportSize = size
            viewport.revealSelection(viewportRows: max(1, size.rows), itemCount: cellObjects.count, height: height(of:))
        }
        var row = top
        let bottom = top + size.rows
        let visible = viewport.visibleRange(viewportRows: size.rows, itemCount: cellObjects.count, height: height(of:))
        for index in visible {
            SelectableRowPainter.draw(
                lines(at: index), isSelected: index == viewport.selectedIndex, in: canvas, row: &row,
                bottom: bottom, columns: size.columns, gutter: Layout.gutter)
        }
        if let footer, row < bottom, visible.upperBound >= cellObjects.count {
            canvas.fill(row: row, column: 0, width: size.columns, style: .plain)
            let text = DisplayWidth.truncate(footer, toWidth: max(0, size.columns - Layout.gutter))
            canvas.put(text, row: row, column: Layout.gutter, style: TextStyle(role: .muted))
            row += 1
        }
        while row < bottom {
            canvas.fill(row: row, column: 0, width: size.columns, style: .plain)
            row += 1
        }
    }

    private func pageLength() -> Int {
        viewport.pageLength(viewportRows: max(1, viewportSize.rows), itemCount: cellObjects.count, height: height(of:))
    }

    private func height(of index: Int) -> Int {
        lines(at: index).count
    }

    private func lines(at index: Int) -> [StyledLine] {
        let width = max(Layout.gutter + 1, viewportSize.columns)
        return linesCache.lines(at: index, width: width) { Layout.lines(for: cellObjects[$0], width: width) }
    }
}
