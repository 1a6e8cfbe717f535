import TerminalUI

/// A list module's view that may open a box at the bottom for a line of text (the people to
/// write to, a list's name): while it is open it takes every key and the list gives it its rows.
@MainActor
protocol ComposingListModuleView: ListModuleView {
    var composer: Composer? { get set }
}

extension ComposingListModuleView {
    var isCapturingText: Bool { composer != nil }

    func drawIfNeeded() {
        panel.drawIfNeeded { [dataDisplayManager, composer] canvas, top, size in
            let composerRows = composer.map { min(size.rows, $0.height(columns: size.columns)) } ?? 0
            dataDisplayManager.draw(in: canvas, top: top, size: TerminalSize(rows: size.rows - composerRows, columns: size.columns))
            if let composer, composerRows > 0 {
                composer.draw(in: canvas, top: top + size.rows - composerRows, rows: composerRows, columns: size.columns)
            }
        }
    }

    func showComposer(_ model: ComposerViewModel) {
        composer = Composer(model, gutter: Cell.gutter)
        panel.setNeedsDisplay()
    }

    func hideComposer() {
        composer = nil
        panel.setNeedsDisplay()
    }

    /// Gives the key to the box when it is open, and answers whether it took it, with what the
    /// box asks for (send, close); a view acts on that and handles the key itself otherwise.
    func composerTook(_ key: KeyEvent) -> (took: Bool, event: Composer.Event?) {
        guard let composer else { return (false, nil) }
        let event = composer.handle(key, columns: panel.frame?.size.columns ?? 80)
        panel.setNeedsDisplay()
        return (true, event)
    }
}
