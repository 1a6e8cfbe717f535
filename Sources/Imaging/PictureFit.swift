/// How large a picture is drawn in a box, keeping its shape: in terminal cells when it is drawn
/// two pixels to a cell, one above the other (a cell is about twice as tall as it is wide, so
/// each half is about square), or in the terminal's own pixels.
public enum PictureFit {
    /// The largest size within `columns` x `rows` cells that keeps the picture's aspect ratio;
    /// never less than one cell each way.
    public static func cells(forWidth width: Int, height: Int, columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        guard width > 0, height > 0, columns > 0, rows > 0 else { return (max(1, columns), max(1, rows)) }
        // Rows of cells for the whole width: each row holds two pixels' height.
        let rowsAtFullWidth = (columns * height + width) / (2 * width)
        if rowsAtFullWidth <= rows {
            return (columns, max(1, rowsAtFullWidth))
        }
        let columnsAtFullHeight = (2 * rows * width + height / 2) / height
        return (max(1, min(columns, columnsAtFullHeight)), rows)
    }

    /// The largest size in pixels within a `boxWidth` x `boxHeight` box that keeps a `width` x
    /// `height` picture's aspect ratio, rounded to the nearest pixel; never less than one each way.
    public static func pixels(forWidth width: Int, height: Int, boxWidth: Int, boxHeight: Int) -> (width: Int, height: Int) {
        guard width > 0, height > 0 else { return (max(1, boxWidth), max(1, boxHeight)) }
        if width * boxHeight >= height * boxWidth {
            return (max(1, boxWidth), max(1, min(boxHeight, (height * boxWidth + width / 2) / width)))
        }
        return (max(1, min(boxWidth, (width * boxHeight + height / 2) / height)), max(1, boxHeight))
    }
}
