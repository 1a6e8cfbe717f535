import Imaging
import TerminalUI

/// Owns the lines of a post in full: lays out its blocks at the screen's width and scrolls them
/// a line or a page at a time. A photo is a run of lines, one row of its cells each.
@MainActor
final class PostDetailDataDisplayManager {
    private enum Line {
        case text(StyledLine)
        case picture(CellPicture, row: Int)
    }

    private var cellObjects: [PostDetailCellObject] = []
    private var lines: [Line] = []
    private var layoutKey: (width: Int, pictureRows: Int, pictureColors: PictureColors, pixelCell: CellPixelSize?)?
    private(set) var topLine = 0
    private var viewportRows = 1
    /// How many rows the whole post should fit in; the view sets it from the panel's height, and
    /// the photo gets what the text leaves (never less than a few rows: then the post scrolls).
    var availableRows = 24 {
        didSet { if availableRows != oldValue { layoutKey = nil } }
    }
    /// The most rows a photo takes, whatever room the text leaves it.
    var largestPictureRows = Int.max {
        didSet { if largestPictureRows != oldValue { layoutKey = nil } }
    }
    private static let minimumPictureRows = 4
    /// A quoted post is read on its own screen: its card shows the start.
    private static let maximumQuoteLines = 8
    /// How the terminal draws pictures; with none, a photo is its label and alt text alone.
    private var pictureColors = PictureColors.palette256
    /// A cell's pixels where the terminal draws photos in them: the photo's box follows it.
    private var pixelCell: CellPixelSize?

    /// Takes how `canvas` draws pictures, before the post is measured for it.
    func adoptPictures(of canvas: any Canvas) {
        pictureColors = canvas.pictureColors
        pixelCell = canvas.pixelCell
    }

    func update(with objects: [PostDetailCellObject]) {
        cellObjects = objects
        layoutKey = nil
    }

    /// Scrolls the post a line, a page, or to either end.
    func perform(_ action: ListAction) {
        switch action {
        case .next: scroll(by: 1)
        case .previous: scroll(by: -1)
        case .pageDown: scroll(by: max(1, viewportRows - 1))
        case .pageUp: scroll(by: -max(1, viewportRows - 1))
        case .first: topLine = 0
        case .last: scroll(by: lines.count)
        }
    }

    func draw(in canvas: any Canvas, top: Int, size: TerminalSize) {
        viewportRows = max(1, size.rows)
        adoptPictures(of: canvas)
        layOut(width: size.columns)
        topLine = min(topLine, max(0, lines.count - viewportRows))
        for offset in 0..<size.rows {
            let row = top + offset
            canvas.fill(row: row, column: 0, width: size.columns, style: .plain)
            let index = topLine + offset
            guard index < lines.count else { continue }
            switch lines[index] {
            case .text(let line): line.draw(in: canvas, row: row, column: 2, maximumWidth: size.columns - 2)
            case .picture(let picture, let pictureRow): canvas.drawPictureRow(pictureRow, of: picture, row: row, column: 2)
            }
        }
    }

    /// Whether `line` of the post, as last drawn, is a row of a photo.
    func isPicture(atLine line: Int) -> Bool {
        guard (0..<viewportRows).contains(line), lines.indices.contains(topLine + line) else { return false }
        if case .picture = lines[topLine + line] { return true }
        return false
    }

    /// How many lines the post takes at a width.
    func lineCount(width: Int) -> Int {
        layOut(width: width)
        return lines.count
    }

    private func scroll(by offset: Int) {
        topLine = max(0, min(topLine + offset, max(0, lines.count - viewportRows)))
    }

    private func layOut(width: Int) {
        if let layoutKey, layoutKey == (width, availableRows, pictureColors, pixelCell) { return }
        layoutKey = (width, availableRows, pictureColors, pixelCell)
        let contentWidth = max(1, width - 4)
        let textOnly = lines(width: contentWidth, pictureRows: 0).count
        let pictureRows = min(largestPictureRows, max(Self.minimumPictureRows, availableRows - textOnly))
        lines = lines(width: contentWidth, pictureRows: pictureRows)
    }

    private func lines(width contentWidth: Int, pictureRows: Int) -> [Line] {
        cellObjects.flatMap { object -> [Line] in
            if case .media(let label, let picture, let note, let altText, let aspectRatio) = object {
                return mediaLines(
                    label: label, picture: picture, note: note, altText: altText, aspectRatio: aspectRatio, width: contentWidth,
                    pictureRows: pictureRows)
            }
            return textLines(of: object, width: contentWidth).map(Line.text)
        }
    }

    /// The label, the photo as large as the width and the row limit allow, a note, the alt text.
    ///
    /// The photo's rows are those of a box of its shape (a square where the server did not say),
    /// the same for its likeness and for the photo, so the text under it never moves when the
    /// photo arrives; a photo of another shape is drawn inside the box.
    private func mediaLines(
        label: String, picture: PixelImage?, note: String?, altText: String, aspectRatio: Double?, width: Int, pictureRows: Int
    ) -> [Line] {
        var result: [Line] = [
            .text(StyledLine([.init(DisplayWidth.truncate("▣ " + label, toWidth: width), TextStyle(role: .accent, isBold: true))]))
        ]
        if let picture, pictureColors != .none, pictureRows > 0 {
            let box = PhotoBox.cells(aspectRatio: aspectRatio, columns: width, maximumRows: pictureRows, pixelCell: pixelCell)
            let cells = PhotoBox.cellPicture(picture, columns: pixelCell == nil ? width : box.columns, rows: box.rows, pixelCell: pixelCell)
            result += (0..<cells.rows).map { Line.picture(cells, row: $0) }
            result += Array(repeating: .text(.blank), count: box.rows - cells.rows)
        }
        if let note {
            result += TextWrapper.wrap(note, width: max(1, width - 2)).map {
                .text(StyledLine([.init("  " + $0, TextStyle(role: .warning))]))
            }
        }
        result += TextWrapper.wrap(altText, width: max(1, width - 2)).map { .text(StyledLine([.init("  " + $0, TextStyle(role: .muted))])) }
        return result + [.text(.blank)]
    }

    private func textLines(of object: PostDetailCellObject, width contentWidth: Int) -> [StyledLine] {
        switch object {
        case .header(let name, let details, let ageLink):
            let shownDetails = DisplayWidth.truncate(details, toWidth: contentWidth)
            return [
                StyledLine([.init(DisplayWidth.truncate(name, toWidth: contentWidth), TextStyle(role: .author, isBold: true))]),
                StyledLine(
                    LinkedLines.runs(
                        of: [shownDetails], wrappedFrom: details, links: ageLink.map { [$0] } ?? [], style: TextStyle(role: .muted))[0]),
                .blank,
            ]
        case .contentWarning(let text, let hint):
            return TextWrapper.wrap(text, width: contentWidth).map { StyledLine([.init($0, TextStyle(role: .warning, isBold: true))]) }
                + [StyledLine([.init(DisplayWidth.truncate(hint, toWidth: contentWidth), TextStyle(role: .muted))]), .blank]
        case .caption(let caption, let links):
            return LinkedLines.wrap(caption, links: links, width: contentWidth).map { StyledLine($0) } + [.blank]
        case .translationNote(let note):
            return TextWrapper.wrap(note, width: contentWidth).map { StyledLine([.init($0, TextStyle(role: .muted))]) } + [.blank]
        case .poll(let poll):
            return PollLines.lines(for: poll, width: contentWidth) + [.blank]
        case .quote(let card, let hint):
            let hintLines = hint.map { [StyledLine([.init(DisplayWidth.truncate($0, toWidth: contentWidth), TextStyle(role: .muted))])] }
            return QuoteCard.lines(for: card, width: contentWidth, maximumTextLines: Self.maximumQuoteLines) + (hintLines ?? []) + [.blank]
        case .media:
            return []
        case .counts(let text, let isLiked):
            return [
                StyledLine([
                    .init(
                        DisplayWidth.truncate(text, toWidth: contentWidth),
                        isLiked ? TextStyle(role: .liked, isBold: true) : TextStyle(role: .muted))
                ])
            ]
        }
    }
}
