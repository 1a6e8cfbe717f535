import TerminalUI

/// Owns the rows of the thread: the cell objects, the selection, scrolling, and drawing what is
/// on screen. Nothing is selected at first, which stands for the post itself: `j` steps into the
/// thread and `k` from its first comment steps back out.
@MainActor
final class CommentsDataDisplayManager {
    static let gutter = 2
    private static let indentPerLevel = 2

    private(set) var cellObjects: [CommentCellObject] = []
    private var viewport = ListViewport()
    private(set) var hasSelection = false
    private var linesCache = RowLinesCache()
    private var viewportSize = TerminalSize(rows: 0, columns: 0)

    /// The selected comment's index, or nil when the post is.
    var selectedIndex: Int? { hasSelection && !cellObjects.isEmpty ? viewport.selectedIndex : nil }

    /// Replaces the rows, keeping the same comment selected when it is still there.
    func update(with newObjects: [CommentCellObject]) {
        let selectedId = selectedIndex.map { cellObjects[$0].commentId }
        let topId = cellObjects.indices.contains(viewport.topIndex) ? cellObjects[viewport.topIndex].commentId : nil
        cellObjects = newObjects
        linesCache.removeAll()
        let newSelection = selectedId.flatMap { id in newObjects.firstIndex { $0.commentId == id } }
        hasSelection = newSelection != nil
        viewport = ListViewport()
        viewport.scroll(toTop: topId.flatMap { id in newObjects.firstIndex { $0.commentId == id } } ?? 0, itemCount: newObjects.count)
        viewport.select(newSelection ?? 0, itemCount: newObjects.count)
        revealSelection()
    }

    /// Moves through the thread; false when there is no thread, or `k` on the first comment
    /// gives the selection back to the post above.
    func perform(_ action: ListAction) -> Bool {
        let count = cellObjects.count
        guard count > 0 else { return false }
        switch action {
        case .next:
            if hasSelection { viewport.moveSelection(by: 1, itemCount: count) } else { hasSelection = true }
        case .previous:
            guard hasSelection else { return false }
            if viewport.selectedIndex == 0 { hasSelection = false } else { viewport.moveSelection(by: -1, itemCount: count) }
        case .first:
            hasSelection = false
            viewport.select(0, itemCount: count)
            viewport.scroll(toTop: 0, itemCount: count)
        case .last:
            hasSelection = true
            viewport.select(count - 1, itemCount: count)
        case .pageDown, .pageUp:
            return false
        }
        revealSelection()
        return true
    }

    func draw(in canvas: any Canvas, top: Int, size: TerminalSize) {
        if size != viewportSize {
            viewportSize = size
            revealSelection()
        }
        var row = top
        let bottom = top + size.rows
        let visible = viewport.visibleRange(viewportRows: size.rows, itemCount: cellObjects.count, height: height(of:))
        for index in visible {
            SelectableRowPainter.draw(
                lines(at: index), isSelected: index == selectedIndex, in: canvas, row: &row,
                bottom: bottom, columns: size.columns, gutter: Self.gutter)
        }
        while row < bottom {
            canvas.fill(row: row, column: 0, width: size.columns, style: .plain)
            row += 1
        }
    }

    private func revealSelection() {
        guard hasSelection else { return }
        viewport.revealSelection(viewportRows: max(1, viewportSize.rows), itemCount: cellObjects.count, height: height(of:))
    }

    private func height(of index: Int) -> Int {
        lines(at: index).count
    }

    private func lines(at index: Int) -> [StyledLine] {
        let width = max(Self.gutter + 1, viewportSize.columns)
        return linesCache.lines(at: index, width: width) { Self.lines(for: cellObjects[$0], width: width - Self.gutter) }
    }

    /// A comment's lines: the author, the text wrapped to what the indentation leaves, the
    /// footer, then a blank line. Deeper replies carry a thread guide per level.
    private static func lines(for object: CommentCellObject, width: Int) -> [StyledLine] {
        let guide = StyledLine.Run(String(repeating: "│ ", count: object.depth), TextStyle(role: .muted))
        let contentWidth = max(1, width - object.depth * indentPerLevel)
        let header = StyledLine([
            guide, .init(DisplayWidth.truncate(object.author, toWidth: contentWidth), TextStyle(role: .author, isBold: true)),
            .init("  " + object.details, TextStyle(role: .muted)),
        ])
        let text = TextWrapper.wrap(object.text, width: contentWidth).map { StyledLine([guide, .init($0)]) }
        let footerStyle: TextStyle
        switch object.tone {
        case .sent: footerStyle = TextStyle(role: .muted)
        case .sending: footerStyle = TextStyle(role: .accent)
        case .notSent: footerStyle = TextStyle(role: .error, isBold: true)
        }
        let footer = TextWrapper.wrap(object.footer, width: contentWidth).map { StyledLine([guide, .init($0, footerStyle)]) }
        return [header] + text + footer + [.blank]
    }
}
