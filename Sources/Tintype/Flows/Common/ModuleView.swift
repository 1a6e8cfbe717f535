import TerminalUI

/// The view of a module as its container sees it: a panel that can be shown, laid out, given
/// keys and asked to draw.
@MainActor
public protocol ModuleView: AnyObject {
    /// The module is put on screen: the view makes its surface and tells its presenter it is ready.
    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator)
    /// The module leaves the screen for good: the view frees its surface.
    func detach()
    func layout(in frame: Rect)
    /// Hidden when a module is opened over it or its tab is left, shown when it is in front again;
    /// the view tells its presenter that it appears or disappears.
    func setHidden(_ hidden: Bool)
    func handle(_ key: KeyEvent)
    /// Draws into the surface if anything changed since the last time.
    func drawIfNeeded()
    /// True while the view takes every key as text (a composer is open): containers then pass
    /// every key through, a digit or a Tab included.
    var isCapturingText: Bool { get }
    /// A click, as the keys a person would press for it (the arrows to a row, Enter on the row
    /// selected): none where the view has nothing there to click.
    func keys(forClick click: MouseEvent) -> [KeyEvent]
}

extension ModuleView {
    public var isCapturingText: Bool { false }
    public func keys(forClick click: MouseEvent) -> [KeyEvent] { [] }
}
