import TerminalUI

/// Draws the title bar at the top of a screen and the status line at the bottom, the same way
/// for every module.
@MainActor
enum BarRenderer {
    /// The least of a title kept beside a hint.
    static let leastTitleWidth = 10

    static func drawTitle(_ title: String, trailing: String, in canvas: any Canvas, row: Int = 0) {
        let style = TextStyle(role: .bar, isBold: true)
        canvas.fill(row: row, column: 0, width: canvas.size.columns, style: style)
        let room = canvas.size.columns - 2
        // The hint gives way when it would leave the title less than a word's room.
        let trailingWidth = DisplayWidth.of(trailing) + 2 + Self.leastTitleWidth <= room ? DisplayWidth.of(trailing) : 0
        let titleText = DisplayWidth.truncate(title, toWidth: max(0, room - (trailingWidth > 0 ? trailingWidth + 2 : 0)))
        canvas.put(titleText, row: row, column: 1, style: style)
        if trailingWidth > 0 {
            canvas.put(trailing, row: row, column: canvas.size.columns - trailingWidth - 1, style: TextStyle(role: .bar))
        }
    }

    static func drawStatus(_ status: StatusLineViewModel, hint: String, in canvas: any Canvas, row: Int) {
        let base = TextStyle(role: .bar)
        canvas.fill(row: row, column: 0, width: canvas.size.columns, style: base)
        let textStyle: TextStyle
        switch status.tone {
        case .normal, .busy: textStyle = base
        case .warning: textStyle = TextStyle(role: .warning, isBold: true, isReversed: false)
        case .error: textStyle = TextStyle(role: .error, isBold: true, isReversed: false)
        }
        let hintWidth = DisplayWidth.of(hint)
        let room = canvas.size.columns - 2 - (hintWidth > 0 ? hintWidth + 2 : 0)
        let shown = DisplayWidth.truncate(status.text, toWidth: max(0, room > 8 ? room : canvas.size.columns - 2))
        canvas.put(shown, row: row, column: 1, style: textStyle)
        if hintWidth > 0, room > 8 {
            canvas.put(hint, row: row, column: canvas.size.columns - hintWidth - 1, style: base)
        }
    }
}
