import TerminalUI

/// Draws the lines of one list row, the selected row marked with a bar in the gutter and in bold,
/// as the feed and the thread both show it.
@MainActor
enum SelectableRowPainter {
    /// Draws as many of the lines as fit above `bottom`, moving `row` past them.
    static func draw(
        _ lines: [StyledLine], isSelected: Bool, in canvas: any Canvas, row: inout Int, bottom: Int,
        columns: Int, gutter: Int
    ) {
        for line in lines where row < bottom {
            canvas.fill(row: row, column: 0, width: columns, style: .plain)
            if isSelected && (!line.runs.isEmpty || line.picture != nil) {
                canvas.put("▌", row: row, column: 0, style: TextStyle(role: .accent, isBold: true))
            }
            line.draw(in: canvas, row: row, column: gutter, maximumWidth: columns - gutter, override: isSelected ? { emphasised($0) } : nil)
            row += 1
        }
    }

    /// The footer under the last row, when the last row is drawn and there is room, then blank
    /// lines down to `bottom`.
    static func drawFooter(
        _ footer: String?, isUnderLastRow: Bool, in canvas: any Canvas, row: inout Int, bottom: Int, columns: Int, gutter: Int
    ) {
        if let footer, isUnderLastRow, row < bottom {
            canvas.fill(row: row, column: 0, width: columns, style: .plain)
            canvas.put(
                DisplayWidth.truncate(footer, toWidth: max(0, columns - gutter)), row: row, column: gutter, style: TextStyle(role: .muted))
            row += 1
        }
        while row < bottom {
            canvas.fill(row: row, column: 0, width: columns, style: .plain)
            row += 1
        }
    }

    nonisolated private static func emphasised(_ style: TextStyle) -> TextStyle {
        var bold = style
        bold.isBold = true
        return bold
    }
}
