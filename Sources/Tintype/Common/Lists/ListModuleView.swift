import TerminalUI

/// A module's view that is a list under a title bar, with a status line under it: the panel and
/// the list's data display manager do the work, and a view of this kind adds only its keys and
/// tells its output. What it draws and opens over itself is the same for every such module.
@MainActor
protocol ListModuleView: ModuleView, TransitionHandler {
    associatedtype Cell: ListCellLayout
    var panel: ModulePanel { get }
    var dataDisplayManager: ListDataDisplayManager<Cell> { get }
}

extension ListModuleView {
    func detach() { panel.detach() }
    func layout(in frame: Rect) { panel.layout(in: frame) }
    func setHidden(_ hidden: Bool) { panel.setHidden(hidden) }

    func drawIfNeeded() {
        panel.drawIfNeeded { canvas, top, size in
            dataDisplayManager.draw(in: canvas, top: top, size: size)
        }
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

    func copyToClipboard(_ text: String) -> Bool {
        panel.copyToClipboard(text)
    }

    /// The rows, in order; the selection stays on the same item where it can.
    func update(with cellObjects: [Cell.CellObject]) {
        dataDisplayManager.update(with: cellObjects)
        panel.setNeedsDisplay()
    }

    /// The line under the list; nil for none.
    func showFooter(_ text: String?) {
        dataDisplayManager.showFooter(text)
        panel.setNeedsDisplay()
    }

    /// A key that moves in the list: the selection moves, and the list is drawn again.
    func perform(_ action: ListAction) {
        dataDisplayManager.perform(action)
        panel.setNeedsDisplay()
    }

    func keys(forClick click: MouseEvent) -> [KeyEvent] {
        guard click.isClick, let line = panel.contentPlace(of: click)?.line else { return [] }
        return dataDisplayManager.keys(forClickOnLine: line)
    }

    func openModule(_ view: any ModuleView) { panel.push(view) }
    func closeCurrentModule() { panel.pop() }
}
