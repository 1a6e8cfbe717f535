import TerminalUI

/// Module is responsible for my scheduled posts: when each goes out, cancelling one, taking one back to the composer.
///
/// A passive panel: a title bar, the posts as a list, a status line.
@MainActor
final class ScheduledPostsView: ScheduledPostsViewInput, ModuleView, TransitionHandler {
    var output: (any ScheduledPostsViewOutput)?
    let dataDisplayManager: ListDataDisplayManager<ScheduledPostCell>
    private let panel = ModulePanel()

    init(dataDisplayManager: ListDataDisplayManager<ScheduledPostCell>) {
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
        switch ScheduledPostsKeyMap.keyMap.action(for: key) {
        case .list(let action)?:
            dataDisplayManager.perform(action)
            panel.setNeedsDisplay()
        case .edit?: dataDisplayManager.selectedIndex.map { output?.didTriggerEditEvent(at: $0) }
        case .cancel?: dataDisplayManager.selectedIndex.map { output?.didTriggerCancelEvent(at: $0) }
        case .refresh?: output?.didTriggerRefreshEvent()
        case .help?: panel.showKeyHelp(ScheduledPostsKeyMap.keyMap.helpEntries)
        case .back?: output?.didTriggerBackEvent()
        case nil: break
        }
    }

    func drawIfNeeded() {
        panel.drawIfNeeded { canvas, top, size in
            dataDisplayManager.draw(in: canvas, top: top, size: size)
        }
    }

    // MARK: - ScheduledPostsViewInput

    func setupInitialState() {
        panel.setNeedsDisplay()
    }

    func showTitle(_ title: String, trailing: String) {
        panel.showTitle(title, trailing: trailing)
    }

    func update(with cellObjects: [ScheduledPostCellObject]) {
        dataDisplayManager.update(with: cellObjects)
        panel.setNeedsDisplay()
    }

    func showStatus(_ status: StatusLineViewModel) {
        panel.showStatus(status)
    }

    func showFooter(_ text: String?) {
        dataDisplayManager.showFooter(text)
        panel.setNeedsDisplay()
    }

    // MARK: - TransitionHandler

    func openModule(_ view: any ModuleView) { panel.push(view) }
    func closeCurrentModule() { panel.pop() }

}
