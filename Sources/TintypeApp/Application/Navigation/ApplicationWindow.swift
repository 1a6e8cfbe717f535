import TerminalUI
import Tintype

/// The whole terminal, holding the root module: it gives the root its frame, its keys and its
/// redraws, and it is where quitting happens, as an action of its own: Ctrl-C from anywhere, or
/// the root module closing. It may hold several roots (one an account), one shown: the others
/// stay as they were left, hidden, until shown again.
@MainActor
public final class ApplicationWindow: Navigator {
    public var onNeedsRedraw: () -> Void = {}
    public var onQuit: () -> Void = {}

    private let screen: any Screen
    private var root: (any ModuleView)?
    private var held: [any ModuleView] = []

    public init(screen: any Screen) {
        self.screen = screen
    }

    /// Shows a root, hiding the one shown: a root shown before comes back as it was left.
    public func show(_ rootView: any ModuleView) {
        if let root, root !== rootView { root.setHidden(true) }
        root = rootView
        if held.contains(where: { $0 === rootView }) {
            rootView.layout(in: fullScreen)
            rootView.setHidden(false)
        } else {
            held.append(rootView)
            rootView.attach(to: screen, frame: fullScreen, navigator: self)
        }
        setNeedsRedraw()
    }

    /// Takes a root off the screen for good.
    public func remove(_ rootView: any ModuleView) {
        held.removeAll { $0 === rootView }
        if root === rootView { root = nil }
        rootView.detach()
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
        guard case .mouse(let event) = key else {
            root?.handle(key)
            return
        }
        // The wheel moves as the arrows do, wherever the arrows move; a box being written keeps
        // its cursor where it is.
        switch event.action {
        case .wheelUp where root?.isCapturingText == false: root?.handle(.up)
        case .wheelDown where root?.isCapturingText == false: root?.handle(.down)
        case .press(button: 0): root?.handle(key)
        default: break
        }
    }

    public func resize() {
        root?.layout(in: fullScreen)
        setNeedsRedraw()
    }

    public func drawIfNeeded() {
        root?.drawIfNeeded()
    }

    public func close() {
        for view in held { view.detach() }
        held = []
        root = nil
    }

    private var fullScreen: Rect {
        Rect(row: 0, column: 0, rows: screen.size.rows, columns: screen.size.columns)
    }
}
