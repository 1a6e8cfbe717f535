import TerminalUI

/// The whole terminal, holding the root module: it gives the root its frame, its keys and its
/// redraws, and it is where quitting happens, as an action of its own: Ctrl-C from anywhere, or
/// the root module closing.
@MainActor
public final class ApplicationWindow: Navigator {
    public var onNeedsRedraw: () -> Void = {}
    public var onQuit: () -> Void = {}

    private let screen: any Screen
    private var root: (any ModuleView)?

    public init(screen: any Screen) {
        self.screen = screen
    }

    public func show(_ rootView: any ModuleView) {
        root?.detach()
        root = rootView
        rootView.attach(to: screen, frame: fullScreen, navigator: self)
        setNeedsRedraw()
    }

    /// Nothing is opened over the root module: its children live in its own frame, on the
    /// stacks of its tabs.
    public func push(_ view: any ModuleView) {}

    public func pop() {
        onQuit()
    }

    public func setNeedsRedraw() {
        onNeedsRedraw()
    }

    public func handle(_ key: KeyEvent) {
        if key == .control("c") {
            onQuit()
            return
        }
        root?.handle(key)
    }

    public func resize() {
        root?.layout(in: fullScreen)
        setNeedsRedraw()
    }

    public func drawIfNeeded() {
        root?.drawIfNeeded()
    }

    public func close() {
        root?.detach()
        root = nil
    }

    private var fullScreen: Rect {
        Rect(row: 0, column: 0, rows: screen.size.rows, columns: screen.size.columns)
    }
}
