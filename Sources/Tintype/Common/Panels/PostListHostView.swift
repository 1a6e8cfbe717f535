import TerminalUI

/// A module's view whose whole body is an embedded list of posts under its title bar, with a
/// status line: the panel and the embedded list do the work, offered each key first, and a view
/// of this kind adds only its own keys and tells its output.
@MainActor
protocol PostListHostView: ModuleView, EmbeddingTransitionHandler {
    var panel: ModulePanel { get }
    /// The posts, the whole body, once embedded.
    var embedded: (any EmbeddedModuleView)? { get set }
}

extension PostListHostView {
    func detach() {
        embedded?.detach()
        panel.detach()
    }

    func layout(in frame: Rect) {
        panel.layout(in: frame)
        if let body = panel.embeddedFrame(below: 0) { embedded?.layout(in: body) }
    }

    func setHidden(_ hidden: Bool) {
        panel.setHidden(hidden)
        embedded?.setHidden(hidden)
    }

    func drawIfNeeded() {
        panel.drawIfNeeded { _, _, _ in }
        embedded?.drawIfNeeded()
    }

    func setupInitialState() {
        panel.setNeedsDisplay()
    }

    func showTitle(_ title: String, trailing: String) {
        panel.showTitle(title, trailing: trailing)
    }

    func showStatus(_ status: StatusLineViewModel) {
        panel.showStatus(status)
    }

    func keys(forClick click: MouseEvent) -> [KeyEvent] {
        embedded?.keys(forClick: click) ?? []
    }

    func openModule(_ view: any ModuleView) { panel.push(view) }
    func closeCurrentModule() { panel.pop() }

    func embedModule(_ view: any EmbeddedModuleView) {
        embedded?.detach()
        embedded = view
        guard let frame = panel.embeddedFrame(below: 0) else { return }
        panel.attach(embedded: view, frame: frame)
        panel.setNeedsDisplay()
    }
}
