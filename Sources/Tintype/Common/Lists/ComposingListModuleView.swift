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

    /// Gives the key to the box when it is open: Enter hands its text to `send`, Esc calls
    /// `close`. Answers whether the box took the key; a view handles it itself otherwise.
    func composerTook(_ key: KeyEvent, send: (String) -> Void, close: () -> Void) -> Bool {
        guard let composer else { return false }
        switch composer.handle(key, columns: panel.frame?.size.columns ?? 80) {
        case .send(let text)?: send(text)
        case .close?: close()
        case .changed?, nil: break
        }
        panel.setNeedsDisplay()
        return true
    }
}
