/// A grid of cells that a view draws into.
///
/// Both screens implement it: the ncurses one, and the in-memory one that tests read back as
/// text. Every call clips at the canvas edge, and a wide character that would straddle the
/// right edge is not drawn, so a row can never spill into the next one.
@MainActor
public protocol Canvas: AnyObject {
    var size: TerminalSize { get }

    /// Writes text at a cell and returns the number of columns it took after clipping.
    @discardableResult
    func put(_ text: String, row: Int, column: Int, style: TextStyle) -> Int

    /// Paints `width` blank cells with a style, for selection bars and status lines.
    func fill(row: Int, column: Int, width: Int, style: TextStyle)

    /// Blanks the whole canvas.
    func clear()

    /// How pictures can be drawn here; with `.none` a view shows alt text alone.
    var pictureColors: PictureColors { get }

    /// A cell's size in pixels where pictures are drawn in the terminal's own pixels, for boxes
    /// of a photo's shape; nil where they are half blocks, two square pixels to a cell.
    var pixelCell: CellPixelSize? { get }

    /// Draws row `pictureRow` of a picture's cells from a cell on, clipped at the edge.
    func drawPictureRow(_ pictureRow: Int, of picture: CellPicture, row: Int, column: Int)
}
