import Imaging

/// Where a placement's pixels go: the picture fitted into its box of cells at the terminal's cell
/// size, centred, and the band of it that the shown rows uncover.
struct PixelLayout: Equatable {
    /// The whole picture's size at this box, in pixels.
    let width: Int
    let height: Int
    /// The picture's rows that are drawn, in its pixels.
    let shownTop: Int
    let shownHeight: Int
    /// The screen cell the drawing starts at, and how many pixels into it (kitty alone can start
    /// inside a cell; for the others the picture is centred on whole cells).
    let cellRow: Int
    let cellColumn: Int
    let offsetX: Int
    let offsetY: Int

    init?(_ placement: PicturePlacement, cell: CellPixelSize, startsInsideCells: Bool) {
        let image = placement.source.image
        guard image.width > 0, image.height > 0, !placement.shownRows.isEmpty else { return nil }
        let boxWidth = placement.boxColumns * cell.width
        let boxHeight = placement.boxRows * cell.height
        (width, height) = PictureFit.pixels(forWidth: image.width, height: image.height, boxWidth: boxWidth, boxHeight: boxHeight)
        var left = (boxWidth - width) / 2
        var top = (boxHeight - height) / 2
        if !startsInsideCells {
            left = left / cell.width * cell.width
            top = top / cell.height * cell.height
        }
        let visibleTop = max(placement.shownRows.lowerBound * cell.height, top)
        let visibleBottom = min(placement.shownRows.upperBound * cell.height, top + height)
        guard visibleTop < visibleBottom else { return nil }
        shownTop = visibleTop - top
        shownHeight = visibleBottom - visibleTop
        cellRow = placement.origin.row + visibleTop / cell.height
        cellColumn = placement.origin.column + left / cell.width
        offsetX = left % cell.width
        offsetY = visibleTop % cell.height
    }
}
