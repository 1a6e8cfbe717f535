import TerminalUI

/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
///
/// A passive panel over the feed: a title bar, the post's lines, a status line.
@MainActor
final class PostDetailView: PostDetailViewInput, ModuleView, TransitionHandler {
    var output: (any PostDetailViewOutput)?
    let dataDisplayManager: PostDetailDataDisplayManager

    private weak var navigator: (any Navigator)?
    private var screen: (any Screen)?
    private var surface: (any Surface)?
    private var helpOverlay: KeyHelpOverlay?
    private var title = ""
    private var status = StatusLineViewModel(text: "")
    private var needsDisplay = true

    init(dataDisplayManager: PostDetailDataDisplayManager) {
        self.dataDisplayManager = dataDisplayManager
    }

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        self.screen = screen
        self.navigator = navigator
        surface = screen.makeSurface(frame: frame)
        output?.didTriggerViewReadyEvent()
        setNeedsDisplay()
    }

    func detach() {
        helpOverlay?.remove()
        helpOverlay = nil
        surface?.remove()
        surface = nil
    }

    func layout(in frame: Rect) {
        surface?.move(to: frame)
        helpOverlay?.layout(within: frame)
        setNeedsDisplay()
    }

    func setHidden(_ hidden: Bool) {
        hidden ? surface?.hide() : surface?.show()
        if !hidden { setNeedsDisplay() }
    }

    func handle(_ key: KeyEvent) {
        if helpOverlay != nil {
            if key == .character("?") || key == .escape || key == .character("q") {
                helpOverlay?.remove()
                helpOverlay = nil
                setNeedsDisplay()
            }
            return
        }
        if dataDisplayManager.handle(key) {
            setNeedsDisplay()
            return
        }
        switch key {
        case .escape, .backspace, .character("h"), .character("q"), .left: output?.didTriggerBackEvent()
        case .character("s"): output?.didTriggerRevealEvent()
        case .character("?"): output?.didTriggerHelpEvent()
        default: break
        }
    }

    func drawIfNeeded() {
        guard needsDisplay, let surface else { return }
        needsDisplay = false
        let size = surface.size
        guard size.rows > 0, size.columns > 0 else { return }
        BarRenderer.drawTitle(title, trailing: Strings.backHint, in: surface)
        if size.rows > 2 {
            dataDisplayManager.draw(in: surface, top: 1, size: TerminalSize(rows: size.rows - 2, columns: size.columns))
        }
        if size.rows > 1 {
            BarRenderer.drawStatus(status, hint: Strings.helpHint, in: surface, row: size.rows - 1)
        }
        helpOverlay?.draw()
    }

    // MARK: - PostDetailViewInput

    func setupInitialState() {
        setNeedsDisplay()
    }

    func update(with cellObjects: [PostDetailCellObject]) {
        dataDisplayManager.update(with: cellObjects)
        setNeedsDisplay()
    }

    func showTitle(_ title: String) {
        self.title = title
        setNeedsDisplay()
    }

    func showStatus(_ status: StatusLineViewModel) {
        self.status = status
        setNeedsDisplay()
    }

    func showKeyHelp(_ entries: [KeyHelpEntry]) {
        guard let screen, let surface, helpOverlay == nil else { return }
        helpOverlay = KeyHelpOverlay(entries: entries, screen: screen, within: surface.frame)
        setNeedsDisplay()
    }

    // MARK: - TransitionHandler

    func openModule(_ view: any ModuleView) {
        navigator?.push(view)
    }

    func closeCurrentModule() {
        navigator?.pop()
    }

    // MARK: - Private

    private func setNeedsDisplay() {
        needsDisplay = true
        navigator?.setNeedsRedraw()
    }
}
