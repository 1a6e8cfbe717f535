import TerminalUI

/// Draws the tab bar on one row: each tab as its position and name (and count), the one in front
/// reversed, who is signed in at the right end. On a narrow terminal names give way to their
/// first letters, never the positions the digit keys jump to.
@MainActor
enum TabBarRenderer {
    /// Narrower than this, the right end's text is left out rather than cut.
    static let minimumTrailingWidth = 12

    static func draw(_ model: TabBarViewModel, in canvas: any Canvas, row: Int) {
        let columns = canvas.size.columns
        canvas.fill(row: row, column: 0, width: columns, style: TextStyle(role: .normal))
        let labels = labels(for: model, fitting: columns)
        var column = 0
        for (index, label) in labels.enumerated() where column < columns {
            let style =
                index == model.activeIndex
                ? TextStyle(role: .accent, isBold: true, isReversed: true)
                : TextStyle(role: model.tabs[index].count > 0 ? .liked : .muted)
            column += canvas.put(DisplayWidth.truncate(label, toWidth: columns - column), row: row, column: column, style: style)
            column += 1
        }
        // What does not fit is cut, as long as enough of it is left to be read.
        let room = columns - column - 2
        let trailing = DisplayWidth.truncate(model.trailing, toWidth: room)
        let trailingWidth = DisplayWidth.of(trailing)
        if trailingWidth > 0, trailing == model.trailing || room >= minimumTrailingWidth {
            canvas.put(trailing, row: row, column: columns - trailingWidth - 1, style: TextStyle(role: .muted))
        }
    }

    /// The tab whose label is drawn at `column` of a bar `columns` wide; nil between and after them.
    static func tab(atColumn column: Int, of model: TabBarViewModel, columns: Int) -> Int? {
        var start = 0
        for (index, label) in labels(for: model, fitting: columns).enumerated() {
            let end = start + DisplayWidth.of(label)
            if (start..<end).contains(column) { return index }
            start = end + 1
        }
        return nil
    }

    /// " 1 Home ", " 2 Likes 3 ", shortened to " 1 H " when all of them do not fit.
    static func labels(for model: TabBarViewModel, fitting columns: Int) -> [String] {
        let full = model.tabs.enumerated().map { label(position: $0.offset + 1, title: $0.element.title, count: $0.element.count) }
        if full.reduce(0, { $0 + DisplayWidth.of($1) + 1 }) <= columns { return full }
        return model.tabs.enumerated().map {
            label(position: $0.offset + 1, title: String($0.element.title.prefix(1)), count: $0.element.count)
        }
    }

    private static func label(position: Int, title: String, count: Int) -> String {
        " \(position) \(title)" + (count > 0 ? " \(CountFormatter.string(for: count))" : "") + " "
    }
}
