import TerminalUI

/// The modules on screen, the top one in front: it owns their views, so popping a view frees
/// its whole module. Keys go to the top module; Ctrl-C quits from anywhere.
@MainActor
public final class NavigationStack: Navigator {
    public var onNeedsRedraw: () -> Void = {}
    /// Called when the last module leaves, or on Ctrl-C: the app ends.
    public var onQuit: () -> Void = {}

    private let screen: any Screen
    private var views: [any ModuleView] = []

    public init(screen: any Screen) {
        self.screen = screen
    }

    public func push(_ view: any ModuleView) {
        views.last?.setHidden(true)
        views.append(view)
        view.attach(to: screen, frame: fullScreen, navigator: self)
        setNeedsRedraw()
    }

    public func pop() {
        guard let view = views.popLast() else { return }
        view.detach()
        if let previous = views.last {
            previous.setHidden(false)
            setNeedsRedraw()
        } else {
            onQuit()
        }
    }

    public func setNeedsRedraw() {
        onNeedsRedraw()
    }

    public func handle(_ key: KeyEvent) {
        if key == .control("c") {
            onQuit()
            return
        }
        views.last?.handle(key)
    }

    public func resize() {
        for view in views {
            view.layout(in: fullScreen)
        }
        setNeedsRedraw()
    }

    public func drawIfNeeded() {
        views.last?.drawIfNeeded()
    }

    private var fullScreen: Rect {
        Rect(row: 0, column: 0, rows: screen.size.rows, columns: screen.size.columns)
    }
}
