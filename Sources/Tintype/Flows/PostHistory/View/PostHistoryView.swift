import TerminalUI

/// Module is responsible for every version of my post, newest first, as it was edited.
///
/// A passive panel: a title bar, the versions as a list, a status line. Keys go through the
/// module's key map; what to show comes from the presenter.
@MainActor
final class PostHistoryView: PostHistoryViewInput, ModuleView, TransitionHandler {
    var output: (any PostHistoryViewOutput)?
    let dataDisplayManager: ListDataDisplayManager<PostVersionCell>
    private let panel = ModulePanel()

    init(dataDisplayManager: ListDataDisplayManager<PostVersionCell>) {
        self.dataDisplayManager = dataDisplayManager
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
        switch PostHistoryKeyMap.keyMap.action(for: key) {
        case .list(let action)?:
            dataDisplayManager.perform(action)
            panel.setNeedsDisplay()
        case .help?: panel.showKeyHelp(PostHistoryKeyMap.keyMap.helpEntries)
        case .back?: output?.didTriggerBackEvent()
        case nil: break
        }
    }

    func drawIfNeeded() {
        panel.drawIfNeeded { canvas, top, size in
            dataDisplayManager.draw(in: canvas, top: top, size: size)
        }
    }

    // MARK: - PostHistoryViewInput

    func setupInitialState() {
        panel.setNeedsDisplay()
    }

    func showTitle(_ title: String, trailing: String) {
        panel.showTitle(title, trailing: trailing)
    }

    func showStatus(_ status: StatusLineViewModel) {
        panel.showStatus(status)
    }

    func update(with cellObjects: [PostVersionCellObject]) {
        dataDisplayManager.update(with: cellObjects)
        panel.setNeedsDisplay()
    }

    func showFooter(_ text: String?) {
        dataDisplayManager.showFooter(text)
        panel.setNeedsDisplay()
    }

    // MARK: - TransitionHandler

    func openModule(_ view: any ModuleView) { panel.push(view) }
    func closeCurrentModule() { panel.pop() }
}
