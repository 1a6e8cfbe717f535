import TerminalUI

/// Owns the rows of a selectable list: the cell objects, the selection, scrolling, and drawing the
/// rows that are on screen, each laid out by `Layout`. Knows nothing of services or presenters;
/// the feed, a profile's posts, a thread and a list of accounts are all drawn by it.
@MainActor
final class ListDataDisplayManager<Layout: ListCellLayout> {
    /// How close to the last row the selection gets before more rows are asked for.
    static var prefetchDistance: Int { 3 }

    weak var delegate: (any ListDataDisplayManagerDelegate)?
    let selection: ListSelection
    private(set) var cellObjects: [Layout.CellObject] = []
    private(set) var viewport = ListViewport()
    private var hasSelection: Bool
    private var footer: String?
    private var linesCache = RowLinesCache()
    private var viewportSize = TerminalSize(rows: 0, columns: 0)
    private var showsPictures = true
    /// A cell's pixels where the canvas draws photos in them: a large photo's box follows it.
    private var pixelCell: CellPixelSize?
    /// The rows drawn last, for the host to fetch what they show and let the rest go.
    private var shown = VisibleRange()
    var visibleRange: Range<Int> { shown.drawn }

    init(selection: ListSelection = .always) {
        self.selection = selection
        hasSelection = selection == .always
    }

    /// The selected row, or nil when there are no rows or, in a list whose selection is optional,
    /// none is selected.
    var selectedIndex: Int? { hasSelection && !cellObjects.isEmpty ? viewport.selectedIndex : nil }

    /// Replaces the rows. The same row stays selected and the same row stays on top, so rows
    /// arriving above do not move what is being read; at the very top of an always-selected
    /// list, the first row is shown and selected. A row whose id changed (a write the server
    /// took, named by the server now) is the same row: `renamedIds` maps old ids to new.
    func update(with newObjects: [Layout.CellObject], renamedIds: [String: String] = [:]) {
        let isAtTop = selection == .always && viewport.selectedIndex == 0 && viewport.topIndex == 0
        let selectedId = selectedIndex.flatMap { isAtTop ? nil : cellObjects[$0].id }.map { renamedIds[$0] ?? $0 }
        let topId = (cellObjects.indices.contains(viewport.topIndex) && !isAtTop ? cellObjects[viewport.topIndex].id : nil)
            .map { renamedIds[$0] ?? $0 }
        // Other rows in the same places still want what they show (a post arriving on top).
        if !cellObjects.map(\.id).elementsEqual(newObjects.map(\.id)) { shown.rowsChanged() }
        cellObjects = newObjects
        linesCache.removeAll()
        let kept = selectedId.flatMap { id in newObjects.firstIndex { $0.id == id } }
        if selection == .optional { hasSelection = kept != nil }
        let newSelection = kept ?? 0
        let newTop = topId.flatMap { id in newObjects.firstIndex { $0.id == id } } ?? (selection == .always ? newSelection : 0)
        viewport = ListViewport()
        viewport.scroll(toTop: newTop, itemCount: newObjects.count)
        viewport.select(newSelection, itemCount: newObjects.count)
        revealSelection()
    }

    /// Shows rows already listed as their objects now say (a post liked elsewhere), each found by
    /// its id; the selection and the scroll stay, and only those rows are laid out again.
    func replace(_ changedObjects: [Layout.CellObject]) {
        for object in changedObjects {
            guard let index = cellObjects.firstIndex(where: { $0.id == object.id }) else { continue }
            cellObjects[index] = object
            linesCache.remove(row: index)
        }
        revealSelection()
    }

    func showFooter(_ text: String?) {
        let changesRows = (footer == nil) != (text == nil)
        footer = text
        if changesRows { revealSelection() }
    }

    /// Selects a row, as when a grid of the same rows hands its selection over.
    func select(_ index: Int) {
        guard !cellObjects.isEmpty else { return }
        hasSelection = true
        viewport.select(index, itemCount: cellObjects.count)
        revealSelection()
    }

    /// Selects a row and shows it on top, where reading goes on from it (a read position kept).
    func selectOnTop(_ index: Int) {
        guard !cellObjects.isEmpty else { return }
        hasSelection = true
        viewport.scroll(toTop: index, itemCount: cellObjects.count)
        viewport.select(index, itemCount: cellObjects.count)
        revealSelection()
    }

    /// Moves the selection as the action says and asks for more rows near the end. False when the
    /// list did not take the action: it is empty, or, with an optional selection, `k` on the first
    /// row gave the selection back to what is above, and pages are the host's to scroll.
    @discardableResult
    func perform(_ action: ListAction) -> Bool {
        let count = cellObjects.count
        guard count > 0 || selection == .always else { return false }
        switch (action, selection) {
        case (.next, .optional) where !hasSelection:
            hasSelection = true
        case (.previous, .optional) where !hasSelection:
            return false
        case (.previous, .optional) where viewport.selectedIndex == 0:
            hasSelection = false
        case (.first, .optional):
            hasSelection = false
            viewport.select(0, itemCount: count)
            viewport.scroll(toTop: 0, itemCount: count)
        case (.last, .optional):
            hasSelection = true
            viewport.select(count - 1, itemCount: count)
        case (.pageDown, .optional), (.pageUp, .optional):
            return false
        case (.next, _): viewport.moveSelection(by: 1, itemCount: count)
        case (.previous, _): viewport.moveSelection(by: -1, itemCount: count)
        case (.pageDown, _): viewport.moveSelection(by: pageLength(), itemCount: count)
        case (.pageUp, _): viewport.moveSelection(by: -pageLength(), itemCount: count)
        case (.first, _): viewport.select(0, itemCount: count)
        case (.last, _): viewport.select(count - 1, itemCount: count)
        }
        revealSelection()
        if let selected = selectedIndex, selected >= count - Self.prefetchDistance {
            delegate?.didReachEndOfList()
        }
        return true
    }

    /// Draws the visible rows into a band of the canvas, starting at row `top`.
    func draw(in canvas: any Canvas, top: Int, size: TerminalSize) {
        if showsPictures != (canvas.pictureColors != .none) || pixelCell != canvas.pixelCell {
            showsPictures = canvas.pictureColors != .none
            pixelCell = canvas.pixelCell
            linesCache.removeAll()
        }
        if size != viewportSize {
            // Rows may size themselves to the list's height.
            if size.rows != viewportSize.rows { linesCache.removeAll() }
            viewportSize = size
            revealSelection()
        }
        var row = top
        let bottom = top + size.rows
        let visible = viewport.visibleRange(viewportRows: size.rows, itemCount: cellObjects.count, height: height(of:))
        shown.record(visible)
        // The lines of a screen above and below stay for `j` and `k`; a row further off keeps
        // only its height, and is laid out again when it comes back.
        linesCache.keepLines(of: max(0, visible.lowerBound - visible.count)..<(visible.upperBound + visible.count))
        for index in visible {
            SelectableRowPainter.draw(
                lines(at: index), isSelected: index == selectedIndex, in: canvas, row: &row,
                bottom: bottom, columns: size.columns, gutter: Layout.gutter)
        }
        SelectableRowPainter.drawFooter(
            footer, isUnderLastRow: visible.upperBound >= cellObjects.count, in: canvas, row: &row, bottom: bottom,
            columns: size.columns, gutter: Layout.gutter)
    }

    /// The row drawn on `line` of the list, as last drawn; nil on the footer or below the rows.
    func index(atLine line: Int) -> Int? {
        var top = 0
        for index in viewport.visibleRange(viewportRows: viewportSize.rows, itemCount: cellObjects.count, height: height(of:)) {
            top += height(of: index)
            if line < top { return line >= 0 ? index : nil }
        }
        return nil
    }

    /// A click on `line` as the keys a person would press for it: the arrows that take the
    /// selection to the row there, or Enter on the row already selected.
    func keys(forClickOnLine line: Int) -> [KeyEvent] {
        guard let target = index(atLine: line) else { return [] }
        guard let selected = selectedIndex else {
            // The first arrow of a list with nothing selected selects its first row.
            return Array(repeating: .down, count: target + 1)
        }
        if target == selected { return [.enter] }
        return Array(repeating: target > selected ? .down : .up, count: abs(target - selected))
    }

    /// The lines every row and the footer take at this width, counted no further than `limit`.
    /// At the list's own width the rows are measured from the lines kept for drawing, as a host
    /// asks on every frame.
    func contentRows(columns: Int, upTo limit: Int) -> Int {
        let width = max(Layout.gutter + 1, columns)
        let isOwnWidth = width == layoutWidth
        var total = footer == nil ? 0 : 1
        for index in cellObjects.indices {
            guard total < limit else { break }
            total +=
                isOwnWidth
                ? height(of: index)
                : Layout.lines(for: cellObjects[index], width: width, room: room, showsPictures: showsPictures).count
        }
        return min(total, limit)
    }

    /// The rows on screen when they changed since the last call, else nil.
    func takeVisibleRangeChange() -> Range<Int>? {
        shown.takeChange()
    }

    /// The selected row on screen, the footer with the last row, and no blank lines at the
    /// bottom while rows above are hidden.
    private func revealSelection() {
        let rows = max(1, viewportSize.rows)
        let footerRows = footer == nil ? 0 : 1
        if hasSelection {
            viewport.revealSelection(viewportRows: rows, itemCount: cellObjects.count, rowsBelowLast: footerRows, height: height(of:))
        }
        viewport.fillScreen(viewportRows: rows, itemCount: cellObjects.count, rowsBelowLast: footerRows, height: height(of:))
    }

    private func pageLength() -> Int {
        viewport.pageLength(viewportRows: max(1, viewportSize.rows), itemCount: cellObjects.count, height: height(of:))
    }

    private var room: ListRoom { ListRoom(rows: viewportSize.rows, pixelCell: pixelCell) }

    private var layoutWidth: Int { max(Layout.gutter + 1, viewportSize.columns) }

    private func height(of index: Int) -> Int {
        linesCache.height(at: index, width: layoutWidth) { layOut($0) }
    }

    private func lines(at index: Int) -> [StyledLine] {
        linesCache.lines(at: index, width: layoutWidth) { layOut($0) }
    }

    private func layOut(_ index: Int) -> [StyledLine] {
        Layout.lines(for: cellObjects[index], width: layoutWidth, room: room, showsPictures: showsPictures)
    }
}
