import TerminalUI

/// The modules of one tab, the top one in front, all in the same frame: it owns their views, so
/// popping a view frees its whole module. Only the top module is shown and given keys.
@MainActor
public final class NavigationStack: Navigator {
    public var onNeedsRedraw: () -> Void = {}
    /// The first module asked to close: what that means is the container's (the app quits).
    public var onCloseRoot: () -> Void = {}

    private let screen: any Screen
    private var views: [any ModuleView] = []
    private(set) var frame: Rect
    private(set) var isHidden = false

    public init(screen: any Screen, frame: Rect) {
        self.screen = screen
        self.frame = frame
    }

    public var depth: Int { views.count }
    public var topView: (any ModuleView)? { views.last }
    public var isCapturingText: Bool { views.last?.isCapturingText ?? false }

    public func push(_ view: any ModuleView) {
        views.last?.setHidden(true)
        views.append(view)
        view.attach(to: screen, frame: frame, navigator: self)
        if isHidden { view.setHidden(true) }
        setNeedsRedraw()
    }

    public func pop() {
        guard views.count > 1 else {
            onCloseRoot()
            return
        }
        views.removeLast().detach()
        if !isHidden { views.last?.setHidden(false) }
        setNeedsRedraw()
    }

    public func setNeedsRedraw() {
        onNeedsRedraw()
    }

    /// Hides or shows the whole stack, as its tab is left or chosen: only the top module hears.
    public func setHidden(_ hidden: Bool) {
        guard hidden != isHidden else { return }
        isHidden = hidden
        views.last?.setHidden(hidden)
        setNeedsRedraw()
    }

    public func handle(_ key: KeyEvent) {
        guard let view = views.last else { return }
        guard case .mouse(let click) = key else { return view.handle(key) }
        for clickKey in view.keys(forClick: click) { view.handle(clickKey) }
    }

    public func layout(in frame: Rect) {
        self.frame = frame
        for view in views {
            view.layout(in: frame)
        }
        setNeedsRedraw()
    }

    public func drawIfNeeded() {
        guard !isHidden else { return }
        views.last?.drawIfNeeded()
    }

    /// Frees every module, top first, when the app ends.
    public func removeAll() {
        while let view = views.popLast() {
            view.detach()
        }
    }
}
