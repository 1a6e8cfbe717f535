import TerminalUI

/// Owns the rows of the feed: the cell objects, the selection, scrolling, and drawing the rows
/// that are on screen. Knows nothing of services or presenters.
@MainActor
final class FeedDataDisplayManager {
    /// How close to the last post the selection gets before older posts are asked for.
    static let prefetchDistance = 3

    weak var delegate: (any FeedDataDisplayManagerDelegate)?
    private(set) var cellObjects: [FeedCellObject] = []
    private(set) var viewport = ListViewport()
    private var footer: String?
    private var linesCache = RowLinesCache()
    private var viewportSize = TerminalSize(rows: 0, columns: 0)

    var selectedIndex: Int { viewport.selectedIndex }

    /// Replaces the rows. At the top of the feed the newest post is shown and selected; further
    /// down, the same post stays selected and the same post stays on top, so new posts arriving
    /// above do not move what is being read.
    func update(with newObjects: [FeedCellObject]) {
        let isAtTop = viewport.selectedIndex == 0 && viewport.topIndex == 0
        let selectedId = cellObjects.indices.contains(viewport.selectedIndex) && !isAtTop ? cellObjects[viewport.selectedIndex].postId : nil
        let topId = cellObjects.indices.contains(viewport.topIndex) && !isAtTop ? cellObjects[viewport.topIndex].postId : nil
        cellObjects = newObjects
        linesCache.removeAll()
        let newSelection = selectedId.flatMap { id in newObjects.firstIndex { $0.postId == id } } ?? 0
        let newTop = topId.flatMap { id in newObjects.firstIndex { $0.postId == id } } ?? newSelection
        viewport = ListViewport()
        viewport.scroll(toTop: newTop, itemCount: newObjects.count)
        viewport.select(newSelection, itemCount: newObjects.count)
        viewport.revealSelection(viewportRows: max(1, viewportSize.rows), itemCount: cellObjects.count, height: height(of:))
    }

    func showFooter(_ text: String?) {
        footer = text
    }

    /// Handles a navigation key; false when the key is not one of the list's.
    func handle(_ key: KeyEvent) -> Bool {
        let count = cellObjects.count
        switch key {
        case .character("j"), .down:
            viewport.moveSelection(by: 1, itemCount: count)
        case .character("k"), .up:
            viewport.moveSelection(by: -1, itemCount: count)
        case .pageDown, .character(" "), .control("f"), .control("d"):
            viewport.moveSelection(by: pageLength(), itemCount: count)
        case .pageUp, .control("b"), .control("u"):
            viewport.moveSelection(by: -pageLength(), itemCount: count)
        case .character("g"), .home:
            viewport.select(0, itemCount: count)
        case .character("G"), .end:
            viewport.select(count - 1, itemCount: count)
        default:
            return false
        }
        viewport.revealSelection(viewportRows: max(1, viewportSize.rows), itemCount: cellObjects.count, height: height(of:))
        if count > 0, viewport.selectedIndex >= count - Self.prefetchDistance {
            delegate?.didReachEndOfList()
        }
        return true
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
            SelectableRowPainter.draw(lines(at: index), isSelected: index == viewport.selectedIndex, in: canvas, row: &row,
                                      bottom: bottom, columns: size.columns, gutter: FeedCell.gutter)
        }
        if let footer, row < bottom, visible.upperBound >= cellObjects.count {
            canvas.fill(row: row, column: 0, width: size.columns, style: .plain)
            let text = DisplayWidth.truncate(footer, toWidth: max(0, size.columns - FeedCell.gutter))
            canvas.put(text, row: row, column: FeedCell.gutter, style: TextStyle(role: .muted))
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
        let width = max(FeedCell.gutter + 1, viewportSize.columns)
        return linesCache.lines(at: index, width: width) { FeedCell.lines(for: cellObjects[$0], width: width) }
    }
}
