import Localisation
import TerminalUI

/// A framed panel over the screen that lists the keys of the module below it.
@MainActor
final class KeyHelpOverlay {
    private let entries: [KeyHelpEntry]
    private let surface: any Surface

    init(entries: [KeyHelpEntry], screen: any Screen, within frame: Rect) {
        self.entries = entries
        self.surface = screen.makeSurface(frame: Self.frame(for: entries, within: frame))
    }

    func layout(within frame: Rect) {
        surface.move(to: Self.frame(for: entries, within: frame))
    }

    func draw() {
        surface.clear()
        let size = surface.size
        guard size.rows >= 3, size.columns >= 6 else { return }
        let border = TextStyle(role: .accent)
        let inner = size.columns - 2
        surface.put("╭" + String(repeating: "─", count: inner) + "╮", row: 0, column: 0, style: border)
        for row in 1..<(size.rows - 1) {
            surface.put("│", row: row, column: 0, style: border)
            surface.fill(row: row, column: 1, width: inner, style: .plain)
            surface.put("│", row: row, column: size.columns - 1, style: border)
        }
        surface.put("╰" + String(repeating: "─", count: inner) + "╯", row: size.rows - 1, column: 0, style: border)
        surface.put(" " + Strings.keysTitle + " ", row: 0, column: 2, style: TextStyle(role: .accent, isBold: true))
        let keyColumnWidth = Self.keyColumnWidth(for: entries)
        for (index, entry) in entries.enumerated() where index + 1 < size.rows - 1 {
            let row = index + 1
            let keys = DisplayWidth.truncate(entry.keys, toWidth: keyColumnWidth)
            surface.put(keys, row: row, column: 2, style: TextStyle(role: .accent, isBold: true))
            let actionColumn = 2 + keyColumnWidth + 2
            surface.put(
                DisplayWidth.truncate(entry.action, toWidth: max(0, size.columns - actionColumn - 2)),
                row: row, column: actionColumn, style: .plain)
        }
        let closing = DisplayWidth.truncate(Strings.closeHelpHint, toWidth: inner - 2)
        surface.put(
            " " + closing + " ", row: size.rows - 1, column: max(1, size.columns - DisplayWidth.of(closing) - 4),
            style: TextStyle(role: .muted))
        surface.raise()
    }

    func remove() {
        surface.remove()
    }

    private static func keyColumnWidth(for entries: [KeyHelpEntry]) -> Int {
        min(20, entries.map { DisplayWidth.of($0.keys) }.max() ?? 0)
    }

    private static func frame(for entries: [KeyHelpEntry], within frame: Rect) -> Rect {
        let actionWidth = entries.map { DisplayWidth.of($0.action) }.max() ?? 20
        // Border and a space on each side, the key column, two spaces, the actions.
        let columns = min(frame.size.columns, 2 + keyColumnWidth(for: entries) + 2 + actionWidth + 2)
        let rows = min(frame.size.rows, entries.count + 2)
        return Rect(
            row: frame.row + max(0, (frame.size.rows - rows) / 2),
            column: frame.column + max(0, (frame.size.columns - columns) / 2),
            rows: rows, columns: columns)
    }
}
