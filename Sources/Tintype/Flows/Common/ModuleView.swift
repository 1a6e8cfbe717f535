import TerminalUI

/// The view of a module as the navigation stack sees it: a panel that can be shown, laid out,
/// given keys and asked to draw.
@MainActor
public protocol ModuleView: AnyObject {
    /// The module is put on screen: the view makes its surface and tells its presenter it is ready.
    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator)
    /// The module leaves the screen for good: the view frees its surface.
    func detach()
    func layout(in frame: Rect)
    func setHidden(_ hidden: Bool)
    func handle(_ key: KeyEvent)
    /// Draws into the surface if anything changed since the last time.
    func drawIfNeeded()
}
