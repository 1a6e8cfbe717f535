import TerminalUI

/// Module is responsible for a hashtag's photo posts as a grid.
///
/// A passive panel: a title bar, the posts as a grid of photo tiles, a status line. Keys go
/// through the module's key map; what to show comes from the presenter.
@MainActor
final class HashtagView: HashtagViewInput, ModuleView, TransitionHandler, ListDataDisplayManagerDelegate {
    var output: (any HashtagViewOutput)?
    let gridDataDisplayManager: GridDataDisplayManager
    private let panel = ModulePanel()

    init(gridDataDisplayManager: GridDataDisplayManager) {
        self.gridDataDisplayManager = gridDataDisplayManager
        gridDataDisplayManager.delegate = self
    }

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func detach() { panel.detach() }
    func layout(in frame: Rect) { panel.layout(in: frame) }
    func setHidden(_ hidden: Bool) { panel.setHidden(hidden) }

    func handle(_ key: KeyEvent) {
        if panel.handleKeyHelpKey(key) { return }
        switch HashtagKeyMap.keyMap.action(for: key) {
        case .grid(let action)?:
            if gridDataDisplayManager.perform(action) { panel.setNeedsDisplay() }
        case .open?: gridDataDisplayManager.selectedTile.map { output?.didSelectPost(at: $0) }
        case .follow?: output?.didTriggerFollowEvent()
        case .refresh?: output?.didTriggerRefreshEvent()
        case .help?: panel.showKeyHelp(HashtagKeyMap.keyMap.helpEntries)
        case .back?: output?.didTriggerBackEvent()
        case nil: break
        }
    }

    func drawIfNeeded() {
        panel.drawIfNeeded { canvas, top, size in
            gridDataDisplayManager.draw(in: canvas, top: top, size: size)
        }
        if let shown = gridDataDisplayManager.takeVisibleRangeChange() { output?.didShowPosts(at: shown) }
    }

    // MARK: - HashtagViewInput

    func setupInitialState() {
        panel.setNeedsDisplay()
    }

    func showTitle(_ title: String, trailing: String) {
        panel.showTitle(title, trailing: trailing)
    }

    func update(with cellObjects: [PostCellObject]) {
        gridDataDisplayManager.update(with: cellObjects)
        panel.setNeedsDisplay()
    }

    func showFooter(_ text: String?) {
        gridDataDisplayManager.showFooter(text)
        panel.setNeedsDisplay()
    }

    func showStatus(_ status: StatusLineViewModel) {
        panel.showStatus(status)
    }

    // MARK: - TransitionHandler

    func openModule(_ view: any ModuleView) { panel.push(view) }
    func closeCurrentModule() { panel.pop() }

    // MARK: - ListDataDisplayManagerDelegate

    func didReachEndOfList() {
        output?.didReachEndOfList()
    }
}
