import Localisation
import TerminalUI

/// The form, top to bottom: the question, its choices (the chosen one marked and lit), the
/// option with its key, the post a report is about; at the bottom the comment's box, or the keys.
@MainActor
struct SafetyFormDrawing {
    let viewModel: SafetyFormViewModel
    let composer: Composer?
    private var gutter: Int { SafetyFormView.gutter }

    func draw(in canvas: any Canvas, top: Int, size: TerminalSize) {
        let bottomRows = min(max(0, size.rows - 3), composer?.height(columns: size.columns) ?? 1)
        let bottom = top + size.rows - bottomRows
        var row = top + 1
        guard row < bottom else { return }
        put(in: canvas, viewModel.question, row: row, column: gutter, columns: size.columns, style: TextStyle(isBold: true))
        row += 1
        let trailingRows = (viewModel.option == nil ? 0 : 2) + (viewModel.attachment == nil ? 0 : 2)
        for index in visibleChoices(rows: max(1, bottom - row - trailingRows)) where row < bottom {
            let isChosen = index == viewModel.chosenIndex
            let mark = isChosen ? "› ● " : "  ○ "
            if isChosen { canvas.fill(row: row, column: gutter - 1, width: size.columns - gutter, style: TextStyle(isReversed: true)) }
            put(
                in: canvas, mark + viewModel.choices[index], row: row, column: gutter, columns: size.columns,
                style: TextStyle(isReversed: isChosen))
            row += 1
        }
        if let option = viewModel.option, row + 1 < bottom {
            let box = viewModel.isOptionOn ? "[x] " : "[ ] "
            let used = put(in: canvas, box + option + "  ", row: row + 1, column: gutter, columns: size.columns, style: .plain)
            put(in: canvas, "Ctrl-O", row: row + 1, column: gutter + used, columns: size.columns, style: TextStyle(role: .muted))
            row += 2
        }
        if let attachment = viewModel.attachment, row + 1 < bottom {
            put(in: canvas, attachment, row: row + 1, column: gutter, columns: size.columns, style: TextStyle(role: .muted))
        }
        if let composer {
            composer.draw(in: canvas, top: bottom, rows: bottomRows, columns: size.columns)
        } else if bottomRows > 0 {
            put(in: canvas, viewModel.hint, row: top + size.rows - 1, column: gutter, columns: size.columns, style: TextStyle(role: .muted))
        }
    }

    /// The choices that fit in `rows`, the chosen one always among them.
    private func visibleChoices(rows: Int) -> Range<Int> {
        let count = viewModel.choices.count
        guard count > rows else { return 0..<count }
        let first = min(max(0, viewModel.chosenIndex - rows / 2), count - rows)
        return first..<first + rows
    }

    @discardableResult
    private func put(in canvas: any Canvas, _ text: String, row: Int, column: Int, columns: Int, style: TextStyle) -> Int {
        canvas.put(DisplayWidth.truncate(text, toWidth: max(0, columns - column - 1)), row: row, column: column, style: style)
    }
}
