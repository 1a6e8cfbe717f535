import TerminalUI

/// Module is responsible for the home feed: the posts of the people the account follows.
///
/// A passive panel: a title bar, the list of posts, a status line. Keys go to the list when they
/// move the selection and to the presenter as events otherwise; what to show comes from the
/// presenter.
@MainActor
final class FeedView: FeedViewInput, ModuleView, TransitionHandler, FeedDataDisplayManagerDelegate {
    var output: (any FeedViewOutput)?
    let dataDisplayManager: FeedDataDisplayManager

    private weak var navigator: (any Navigator)?
    private var screen: (any Screen)?
    private var surface: (any Surface)?
    private var helpOverlay: KeyHelpOverlay?
    private var title = ""
    private var subtitle = ""
    private var status = StatusLineViewModel(text: "")
    private var needsDisplay = true

    init(dataDisplayManager: FeedDataDisplayManager) {
        self.dataDisplayManager = dataDisplayManager
        dataDisplayManager.delegate = self
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
                closeKeyHelp()
            }
            return
        }
        if dataDisplayManager.handle(key) {
            setNeedsDisplay()
            return
        }
        switch key {
        case .enter, .character("l"), .right: output?.didSelectPost(at: dataDisplayManager.selectedIndex)
        case .character("r"): output?.didTriggerRefreshEvent()
        case .character("?"): output?.didTriggerHelpEvent()
        case .character("q"): output?.didTriggerCloseEvent()
        default: break
        }
    }

    func drawIfNeeded() {
        guard needsDisplay, let surface else { return }
        needsDisplay = false
        let size = surface.size
        guard size.rows > 0, size.columns > 0 else { return }
        BarRenderer.drawTitle(title, trailing: subtitle, in: surface)
        if size.rows > 2 {
            dataDisplayManager.draw(in: surface, top: 1, size: TerminalSize(rows: size.rows - 2, columns: size.columns))
        }
        if size.rows > 1 {
            BarRenderer.drawStatus(status, hint: Strings.helpHint, in: surface, row: size.rows - 1)
        }
        helpOverlay?.draw()
    }

    // MARK: - FeedViewInput

    func setupInitialState() {
        setNeedsDisplay()
    }

    func update(with cellObjects: [FeedCellObject]) {
        dataDisplayManager.update(with: cellObjects)
        setNeedsDisplay()
    }

    func showTitle(_ title: String, subtitle: String) {
        self.title = title
        self.subtitle = subtitle
        setNeedsDisplay()
    }

    func showStatus(_ status: StatusLineViewModel) {
        self.status = status
        setNeedsDisplay()
    }

    func showFooter(_ text: String?) {
        dataDisplayManager.showFooter(text)
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

    // MARK: - FeedDataDisplayManagerDelegate

    func didReachEndOfList() {
        output?.didReachEndOfList()
    }

    // MARK: - Private

    private func closeKeyHelp() {
        helpOverlay?.remove()
        helpOverlay = nil
        setNeedsDisplay()
    }

    private func setNeedsDisplay() {
        needsDisplay = true
        navigator?.setNeedsRedraw()
    }
}
