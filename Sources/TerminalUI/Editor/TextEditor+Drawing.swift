extension TextEditor {
    /// Draws the rows around the cursor into a rectangle of a canvas, the cursor as a reversed cell
    /// unless the editor does not have the keys (`showsCursor` false).
    @MainActor
    public func draw(in canvas: any Canvas, frame: Rect, style: TextStyle = .plain, showsCursor: Bool = true) {
        let layout = TextEditorLayout(editor: self, width: frame.size.columns)
        let height = max(1, frame.size.rows)
        let cursor = layout.cursorPosition
        let firstRow = max(0, cursor.row - height + 1)
        for offset in 0..<height {
            let screenRow = frame.row + offset
            canvas.fill(row: screenRow, column: frame.column, width: frame.size.columns, style: style)
            let row = firstRow + offset
            guard row < layout.rows.count else { continue }
            canvas.put(layout.text(ofRow: row), row: screenRow, column: frame.column, style: style)
            if showsCursor, row == cursor.row {
                let range = layout.rows[row]
                let index = layout.index(inRow: row, atColumn: cursor.column)
                let under = index < range.end ? String(characters[index]) : " "
                var cursorStyle = style
                cursorStyle.isReversed.toggle()
                canvas.put(under, row: screenRow, column: frame.column + cursor.column, style: cursorStyle)
            }
        }
    }

    /// How many rows the text takes at a width, for sizing the box around it.
    public func rowCount(width: Int) -> Int {
        TextEditorLayout(editor: self, width: width).rows.count
    }
}
