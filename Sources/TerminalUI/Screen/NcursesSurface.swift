import CNcursesw
import Imaging

/// A surface backed by an ncurses window inside a panel.
@MainActor
public final class NcursesSurface: Surface {
    public private(set) var frame: Rect
    public private(set) var isHidden = false
    private(set) var window: UnsafeMutablePointer<WINDOW>?
    private var panel: UnsafeMutablePointer<PANEL>?
    private let palette: ColorPalette
    private let picturePairs: PicturePairs
    private weak var screen: NcursesScreen?
    /// The picture rows drawn in pixels, by the surface's row: their cells hold blanks for ncurses.
    private var pictureRows: [Int: [PictureRowRecord]] = [:]
    /// The cells that link somewhere, by the surface's row, for the screen to make links of.
    private(set) var linkCells: [Int: [LinkCells]] = [:]
    /// Set when the pictures were forgotten, until the next draw.
    private var mustRedraw = false

    init(frame: Rect, palette: ColorPalette, picturePairs: PicturePairs, screen: NcursesScreen) {
        self.frame = frame
        self.palette = palette
        self.picturePairs = picturePairs
        self.screen = screen
        let window = newwin(
            Int32(max(1, frame.size.rows)), Int32(max(1, frame.size.columns)),
            Int32(frame.row), Int32(frame.column))
        self.window = window
        self.panel = new_panel(window)
    }

    public var size: TerminalSize { frame.size }

    @discardableResult
    public func put(_ text: String, row: Int, column: Int, style: TextStyle) -> Int {
        guard let window, row >= 0, row < frame.size.rows, column >= 0 else { return 0 }
        let attributes = palette.attributes(for: style)
        let pair = palette.pair(for: style.role)
        var cursor = column
        var scalars: [wchar_t] = []
        var drawn = ""
        for character in text {
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if cursor + width > frame.size.columns { break }
            scalars.removeAll(keepingCapacity: true)
            for scalar in character.unicodeScalars {
                scalars.append(wchar_t(bitPattern: scalar.value))
            }
            _ = cn_put_cluster(window, Int32(row), Int32(cursor), scalars, Int32(scalars.count), attributes, pair)
            if style.link != nil { drawn.append(character) }
            cursor += width
        }
        if !pictureRows.isEmpty { forgetPictures(row: row, columns: column..<cursor) }
        if !linkCells.isEmpty { forgetLinks(row: row, columns: column..<cursor) }
        if let address = style.link, cursor > column {
            linkCells[row, default: []].append(
                LinkCells(
                    row: row, column: column, width: cursor - column, text: drawn, attributes: attributes, pair: pair, address: address))
        }
        return cursor - column
    }

    public func fill(row: Int, column: Int, width: Int, style: TextStyle) {
        let start = max(0, column)
        let end = min(frame.size.columns, column + width)
        guard let window, row >= 0, row < frame.size.rows, start < end else { return }
        // A frame's background is most of its cells: one call, not a string of blanks walked as graphemes.
        cn_put_blanks(window, Int32(row), Int32(start), Int32(end - start), palette.attributes(for: style), palette.pair(for: style.role))
        if !pictureRows.isEmpty { forgetPictures(row: row, columns: start..<end) }
        if !linkCells.isEmpty { forgetLinks(row: row, columns: start..<end) }
    }

    public func clear() {
        if let window { werase(window) }
        pictureRows.removeAll()
        linkCells.removeAll()
    }

    public var pictureColors: PictureColors { palette.pictureColors }

    public var pixelCell: CellPixelSize? {
        guard pictureColors != .none, let layer = screen?.pictureLayer, layer.drawsPixels else { return nil }
        return layer.cellSize
    }

    public func drawPictureRow(_ pictureRow: Int, of picture: CellPicture, row: Int, column: Int) {
        guard let window, pictureColors != .none, row >= 0, row < frame.size.rows, pictureRow >= 0, pictureRow < picture.rows
        else { return }
        if screen?.pictureLayer.drawsPixels == true, picture.source != nil, column >= 0, column + picture.columns <= frame.size.columns {
            // The terminal paints the pixels; ncurses holds blanks there, so nothing of its own shows.
            put(String(repeating: " ", count: picture.columns), row: row, column: column, style: .plain)
            pictureRows[row, default: []].append(PictureRowRecord(picture: picture, pictureRow: pictureRow, column: column))
            return
        }
        forgetPictures(row: row, columns: column..<(column + picture.columns))
        forgetLinks(row: row, columns: column..<(column + picture.columns))
        for offset in 0..<picture.columns {
            let cursor = column + offset
            guard cursor >= 0 else { continue }
            guard cursor < frame.size.columns else { break }
            let cell = picture.cell(row: pictureRow, column: offset)
            let (character, pair) = glyph(for: cell)
            _ = cn_put_cluster(window, Int32(row), Int32(cursor), [character], 1, cn_a_normal(), pair)
        }
    }

    /// The character and pair a picture cell is drawn with on this terminal.
    private func glyph(for cell: PictureCell) -> (wchar_t, Int32) {
        let character = cell.letter.map { wchar_t(bitPattern: $0.value) } ?? Self.upperHalfBlock
        switch pictureColors {
        case .trueColor:
            return (character, picturePairs.pair(foreground: Int(cell.top.hex), background: Int(cell.bottom.hex)))
        case .palette256:
            return (character, picturePairs.pair(foreground: Int(cell.topIndex), background: Int(cell.bottomIndex)))
        case .grayscale, .none:
            let shade = Self.shades[min(Self.shades.count - 1, cell.lightness * Self.shades.count / 256)]
            return (cell.letter == nil ? shade : character, Int32(ColorPalette.shadePair))
        }
    }

    private static let upperHalfBlock: wchar_t = 0x2580
    /// Blank, light, medium and dark shade, full block: gray levels on an 8-colour terminal.
    private static let shades: [wchar_t] = [0x20, 0x2591, 0x2592, 0x2593, 0x2588]

    /// What this surface holds of pictures, for the screen's picture layer.
    var pictureSnapshot: PictureSurfaceSnapshot {
        PictureSurfaceSnapshot(frame: frame, rows: pictureRows)
    }

    /// Forgets the picture rows, as when pictures are drawn another way from now on: the rows
    /// must be drawn again for the new way to have them.
    func forgetPictures() {
        pictureRows.removeAll()
        mustRedraw = true
    }

    public func takeMustRedraw() -> Bool {
        defer { mustRedraw = false }
        return mustRedraw
    }

    private func forgetPictures(row: Int, columns: Range<Int>) {
        guard let records = pictureRows[row] else { return }
        let kept = records.filter { !$0.columns.overlaps(columns) }
        pictureRows[row] = kept.isEmpty ? nil : kept
    }

    /// The links drawn over: their cells show something else now.
    private func forgetLinks(row: Int, columns: Range<Int>) {
        guard let links = linkCells[row] else { return }
        let kept = links.filter { !$0.columns.overlaps(columns) }
        linkCells[row] = kept.isEmpty ? nil : kept
    }

    public func move(to newFrame: Rect) {
        guard let window, let panel else { return }
        pictureRows.removeAll()
        linkCells.removeAll()
        frame = newFrame
        wresize(window, Int32(max(1, newFrame.size.rows)), Int32(max(1, newFrame.size.columns)))
        replace_panel(panel, window)
        move_panel(panel, Int32(newFrame.row), Int32(newFrame.column))
    }

    /// Shown where it stands among the surfaces: ncurses puts a panel it shows on top of all, so
    /// the ones above it are put back on top of it, in their order.
    public func show() {
        isHidden = false
        guard let panel else { return }
        show_panel(panel)
        screen?.restack(above: self)
    }

    public func hide() {
        isHidden = true
        if let panel { hide_panel(panel) }
    }

    /// On top of ncurses' stack of panels, its place among the screen's surfaces as it was.
    func putOnTop() {
        if let panel { top_panel(panel) }
    }

    public func raise() {
        if let panel { top_panel(panel) }
        screen?.raise(self)
    }

    public func remove() {
        screen?.remove(self)
        pictureRows.removeAll()
        linkCells.removeAll()
        if let panel { del_panel(panel) }
        if let window { delwin(window) }
        panel = nil
        window = nil
    }
}
