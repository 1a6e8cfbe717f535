import TerminalUI

/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
///
/// A passive panel over the feed: a title bar, the post's lines, a status line.
@MainActor
final class PostDetailView: PostDetailViewInput, ModuleView, TransitionHandler {
    var output: (any PostDetailViewOutput)?
    let dataDisplayManager: PostDetailDataDisplayManager
    private let panel = ModulePanel()

    init(dataDisplayManager: PostDetailDataDisplayManager) {
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
        if dataDisplayManager.handle(key) {
            panel.setNeedsDisplay()
            return
        }
        switch key {
        case .escape, .backspace, .character("h"), .character("q"), .left: output?.didTriggerBackEvent()
        case .character("s"): output?.didTriggerRevealEvent()
        case .character("l"): output?.didTriggerLikeEvent()
        case .character("?"): output?.didTriggerHelpEvent()
        default: break
        }
    }

    func drawIfNeeded() {
        panel.drawIfNeeded { canvas, top, size in
            dataDisplayManager.draw(in: canvas, top: top, size: size)
        }
    }

    // MARK: - PostDetailViewInput

    func setupInitialState() {
        panel.setNeedsDisplay()
    }

    func update(with cellObjects: [PostDetailCellObject]) {
        dataDisplayManager.update(with: cellObjects)
        panel.setNeedsDisplay()
    }

    func showTitle(_ title: String) {
        panel.showTitle(title, trailing: Strings.backHint)
    }

    func showStatus(_ status: StatusLineViewModel) {
        panel.showStatus(status)
    }

    func showKeyHelp(_ entries: [KeyHelpEntry]) {
        panel.showKeyHelp(entries)
    }

    // MARK: - TransitionHandler

    func openModule(_ view: any ModuleView) { panel.push(view) }
    func closeCurrentModule() { panel.pop() }
}
