import Localisation
import TerminalUI

/// Module is responsible for signing in to an instance, when Tintype has no account yet.
///
/// A passive panel: a title bar, the explanation, the page's address (whole, over as many lines
/// as it takes, for copying), a field for the instance or the code, and what went wrong in the
/// status line. Keys go to the field while there is one, through the module's key maps otherwise.
@MainActor
final class SignInView: SignInViewInput, ModuleView, TransitionHandler {
    var output: (any SignInViewOutput)?
    private let panel = ModulePanel()
    private var model = SignInViewModel(lines: [])
    private var composer: Composer?
    private static let gutter = 2

    var isCapturingText: Bool { composer != nil }

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func detach() { panel.detach() }
    func layout(in frame: Rect) { panel.layout(in: frame) }
    func setHidden(_ hidden: Bool) { panel.setHidden(hidden) }

    func handle(_ key: KeyEvent) {
        if let composer {
            switch composer.handle(key, columns: panel.frame?.size.columns ?? 80) {
            case .send(let text)?: output?.didTriggerSubmitEvent(text)
            case .close?: output?.didTriggerBackEvent()
            case .changed?, nil: break
            }
            panel.setNeedsDisplay()
            return
        }
        if panel.handleKeyHelpKey(key) { return }
        switch SignInKeyMap.waitingKeys.action(for: key) {
        case .openPage?: output?.didTriggerOpenPageEvent()
        case .back?: output?.didTriggerBackEvent()
        case .submit?, nil:
            if key == .character("?") { panel.showKeyHelp(SignInKeyMap.waitingKeys.helpEntries) }
        }
    }

    func drawIfNeeded() {
        panel.drawIfNeeded { [model, composer] canvas, top, size in
            for row in top..<top + size.rows {
                canvas.fill(row: row, column: 0, width: size.columns, style: .plain)
            }
            let width = max(1, size.columns - 2 * Self.gutter)
            var row = top + 1
            for line in model.lines {
                for piece in TextWrapper.wrap(line, width: width) where row < top + size.rows {
                    canvas.put(piece, row: row, column: Self.gutter, style: .plain)
                    row += 1
                }
                row += 1
            }
            if let address = model.address {
                // Cut at the width, not at spaces: an address has none, and must stay whole.
                var rest = Substring(address)
                while !rest.isEmpty, row < top + size.rows {
                    canvas.put(String(rest.prefix(width)), row: row, column: Self.gutter, style: TextStyle(role: .accent))
                    rest = rest.dropFirst(width)
                    row += 1
                }
                row += 1
            }
            if let composer, row < top + size.rows {
                let rows = min(composer.height(columns: size.columns), top + size.rows - row)
                composer.draw(in: canvas, top: row, rows: rows, columns: size.columns)
            }
        }
    }

    // MARK: - SignInViewInput

    func setupInitialState() {
        panel.setNeedsDisplay()
    }

    func showTitle(_ title: String, trailing: String) {
        panel.showTitle(title, trailing: trailing)
    }

    func show(_ model: SignInViewModel) {
        if model.field != self.model.field {
            composer = model.field.map { Composer($0, gutter: Self.gutter) }
        }
        self.model = model
        panel.showStatus(
            model.error.map { StatusLineViewModel(text: $0, tone: .error) } ?? StatusLineViewModel(text: Strings.signInStatus))
        panel.setNeedsDisplay()
    }

    // MARK: - TransitionHandler

    func openModule(_ view: any ModuleView) { panel.push(view) }
    func closeCurrentModule() { panel.pop() }
}
