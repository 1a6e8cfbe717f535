import Localisation
import TerminalUI

/// The panel every module view stands on: its surface, the title bar and status line around the
/// module's own content, the key help drawn over it, and the way to the navigation stack.
///
/// A view owns one and keeps only what is its own: its keys and its content. A view embedded in
/// another module's panel has no bars of its own: its content takes the whole surface.
@MainActor
final class ModulePanel {
    private let showsBars: Bool
    private weak var navigator: (any Navigator)?
    private var screen: (any Screen)?
    private var surface: (any Surface)?
    private var helpOverlay: KeyHelpOverlay?
    private var needsDisplay = true
    private var title = ""
    private var trailingTitle = ""
    private var status = StatusLineViewModel(text: "")

    init(showsBars: Bool = true) {
        self.showsBars = showsBars
    }

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        self.screen = screen
        self.navigator = navigator
        surface = screen.makeSurface(frame: frame)
        setNeedsDisplay()
    }

    /// Whether the terminal under the panel draws pictures; known once the panel is attached.
    var drawsPictures: Bool {
        (surface?.pictureColors ?? .none) != .none
    }

    func detach() {
        helpOverlay?.remove()
        helpOverlay = nil
        surface?.remove()
        surface = nil
    }

    /// Moves the panel; the same frame again changes nothing, so a host may lay out its embedded
    /// view on every draw.
    func layout(in frame: Rect) {
        guard frame != surface?.frame else { return }
        surface?.move(to: frame)
        helpOverlay?.layout(within: frame)
        setNeedsDisplay()
    }

    func setHidden(_ hidden: Bool) {
        hidden ? surface?.hide() : surface?.show()
        if !hidden { setNeedsDisplay() }
    }

    func showTitle(_ title: String, trailing: String) {
        self.title = title
        trailingTitle = trailing
        setNeedsDisplay()
    }

    /// Puts the text on the terminal's clipboard; false where it is known not to get there.
    func copyToClipboard(_ text: String) -> Bool {
        screen?.copyToClipboard(text) ?? false
    }

    func showStatus(_ status: StatusLineViewModel) {
        self.status = status
        setNeedsDisplay()
    }

    func showKeyHelp(_ entries: [KeyHelpEntry]) {
        guard let screen, let surface, helpOverlay == nil else { return }
        helpOverlay = KeyHelpOverlay(entries: entries + TabKeyMap.helpEntries, screen: screen, within: surface.frame)
        setNeedsDisplay()
    }

    /// While the key help is open it takes every key, and ?, Esc or q close it. False when the
    /// help is not open and the key is the view's.
    func handleKeyHelpKey(_ key: KeyEvent) -> Bool {
        guard helpOverlay != nil else { return false }
        if key == .character("?") || key == .escape || key == .character("q") {
            helpOverlay?.remove()
            helpOverlay = nil
            setNeedsDisplay()
        }
        return true
    }

    /// Draws the bars and, between them, the content, when anything changed.
    func drawIfNeeded(content: (any Canvas, _ top: Int, _ size: TerminalSize) -> Void) {
        guard let surface else { return }
        // Pictures drawn another way from now on need the rows drawn again, changed or not.
        let mustRedraw = surface.takeMustRedraw()
        guard needsDisplay || mustRedraw else { return }
        needsDisplay = false
        let size = surface.size
        guard size.rows > 0, size.columns > 0 else { return }
        guard showsBars else {
            content(surface, 0, size)
            return
        }
        BarRenderer.drawTitle(title, trailing: trailingTitle, in: surface)
        if size.rows > 2 {
            content(surface, 1, TerminalSize(rows: size.rows - 2, columns: size.columns))
        }
        if size.rows > 1 {
            BarRenderer.drawStatus(status, hint: Strings.helpHint, in: surface, row: size.rows - 1)
        }
        helpOverlay?.draw()
    }

    /// Where in the content a click falls: the line from the content's top and the column from
    /// its left; nil on the bars, outside the panel, or while the key help is open.
    func contentPlace(of click: MouseEvent) -> (line: Int, column: Int)? {
        guard let frame = surface?.frame, helpOverlay == nil else { return nil }
        let top = frame.row + (showsBars ? 1 : 0)
        let rows = frame.size.rows - (showsBars ? 2 : 0)
        let line = click.row - top
        let column = click.column - frame.column
        guard (0..<rows).contains(line), (0..<frame.size.columns).contains(column) else { return nil }
        return (line, column)
    }

    func setNeedsDisplay() {
        needsDisplay = true
        navigator?.setNeedsRedraw()
    }

    /// Asks for a redraw of what lies inside this panel's frame (a child's), not of the panel.
    func setNeedsRedraw() {
        navigator?.setNeedsRedraw()
    }

    /// Where the panel is on screen, once attached.
    var frame: Rect? { surface?.frame }

    /// The place of a module embedded in this panel under the first `rows` of its body: down to
    /// the status line, one row at the least.
    func embeddedFrame(below rows: Int) -> Rect? {
        guard let frame else { return nil }
        let bars = showsBars ? 2 : 0
        let bodyRows = max(0, frame.size.rows - bars)
        return Rect(
            row: frame.row + bars / 2 + rows, column: frame.column, rows: max(1, bodyRows - rows), columns: frame.size.columns)
    }

    /// Puts another module's view inside this panel, on the same screen and navigation stack.
    /// A view embedded once an answer came, while a module opened since covers this one, starts
    /// hidden: a new surface is shown on top of all, and would cover that module.
    func attach(embedded view: any ModuleView, frame: Rect) {
        guard let screen, let navigator else { return }
        view.attach(to: screen, frame: frame, navigator: navigator)
        if surface?.isHidden == true { view.setHidden(true) }
    }

    func push(_ view: any ModuleView) {
        navigator?.push(view)
    }

    func pop() {
        navigator?.pop()
    }
}
