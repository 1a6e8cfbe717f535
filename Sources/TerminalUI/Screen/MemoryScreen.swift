/// A screen that exists only in memory: surfaces are grids, and `renderedText()` composes the
/// visible ones in stacking order, as ncurses panels would.
@MainActor
public final class MemoryScreen: Screen {
    public let size: TerminalSize
    public let pictureColors: PictureColors
    /// A cell's pixels, for a screen that stands for a terminal drawing pictures in pixels.
    public let pixelCell: CellPixelSize?
    private var surfaces: [MemorySurface] = []

    public init(size: TerminalSize, pictureColors: PictureColors = .palette256, pixelCell: CellPixelSize? = nil) {
        self.size = size
        self.pictureColors = pictureColors
        self.pixelCell = pixelCell
    }

    public func makeSurface(frame: Rect) -> any Surface {
        let surface = MemorySurface(frame: frame, screen: self)
        surfaces.append(surface)
        return surface
    }

    /// As the terminal's screen does when it finds its pictures are drawn another way: every
    /// surface must be drawn again.
    public func forgetPictures() {
        for surface in surfaces { surface.forgetPictures() }
    }

    /// Nothing to put anywhere: `renderedText()` reads the surfaces as they are.
    public func flush() {}

    /// The terminal's title as the app last set it.
    public private(set) var title: String?

    public func setTitle(_ title: String) {
        self.title = title
    }

    /// What was put on the clipboard last.
    public private(set) var clipboard: String?

    public func copyToClipboard(_ text: String) -> Bool {
        clipboard = text
        return true
    }

    public var isFocused = true

    /// The notifications raised, title and body, in order.
    public private(set) var notifications: [(title: String, body: String)] = []

    public func notify(title: String, body: String) -> Bool {
        notifications.append((title, body))
        return true
    }

    /// The screen as a person would see it now.
    public func renderedText() -> String {
        let composed = MemoryCanvas(size: size)
        for surface in surfaces where !surface.isHidden {
            for (offset, line) in surface.canvas.renderedLines().enumerated() {
                composed.put(line, row: surface.frame.row + offset, column: surface.frame.column, style: .plain)
            }
        }
        return composed.renderedText()
    }

    /// One row of the screen as a person would see it now, composed as `renderedText()` composes
    /// every row: for a check that looks at one line without the cost of the whole screen.
    public func renderedLine(at row: Int) -> String {
        let composed = MemoryCanvas(size: TerminalSize(rows: 1, columns: size.columns))
        for surface in surfaces where !surface.isHidden && (surface.frame.row..<surface.frame.row + surface.frame.size.rows).contains(row) {
            composed.put(surface.canvas.renderedLine(at: row - surface.frame.row), row: 0, column: surface.frame.column, style: .plain)
        }
        return composed.renderedLine(at: 0)
    }

    func raise(_ surface: MemorySurface) {
        surfaces.removeAll { $0 === surface }
        surfaces.append(surface)
    }

    func remove(_ surface: MemorySurface) {
        surfaces.removeAll { $0 === surface }
    }
}

/// A surface of the in-memory screen.
@MainActor
public final class MemorySurface: Surface {
    public private(set) var frame: Rect
    public private(set) var isHidden = false
    let canvas: MemoryCanvas
    private weak var screen: MemoryScreen?

    init(frame: Rect, screen: MemoryScreen) {
        self.frame = frame
        self.canvas = MemoryCanvas(size: frame.size, pictureColors: screen.pictureColors, pixelCell: screen.pixelCell)
        self.screen = screen
    }

    public var size: TerminalSize { canvas.size }

    /// Set by `forgetPictures()`, as the terminal's surface is when pixels are found.
    private var mustRedraw = false

    /// As the terminal's surface does when the pictures are drawn another way from now on.
    public func forgetPictures() {
        mustRedraw = true
    }

    public func takeMustRedraw() -> Bool {
        defer { mustRedraw = false }
        return mustRedraw
    }

    @discardableResult
    public func put(_ text: String, row: Int, column: Int, style: TextStyle) -> Int {
        canvas.put(text, row: row, column: column, style: style)
    }

    public func fill(row: Int, column: Int, width: Int, style: TextStyle) {
        canvas.fill(row: row, column: column, width: width, style: style)
    }

    public func clear() { canvas.clear() }

    public var pictureColors: PictureColors { canvas.pictureColors }

    public var pixelCell: CellPixelSize? { canvas.pixelCell }

    public func drawPictureRow(_ pictureRow: Int, of picture: CellPicture, row: Int, column: Int) {
        canvas.drawPictureRow(pictureRow, of: picture, row: row, column: column)
    }

    public func move(to frame: Rect) {
        self.frame = frame
        canvas.resize(to: frame.size)
    }

    public func show() { isHidden = false }
    public func hide() { isHidden = true }
    public func raise() { screen?.raise(self) }
    public func remove() { screen?.remove(self) }
}
