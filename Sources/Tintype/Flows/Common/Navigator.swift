/// What a module's view can ask of the navigation stack that holds it.
@MainActor
public protocol Navigator: AnyObject {
    func push(_ view: any ModuleView)
    /// Takes the top module off the stack and frees it; the last one leaving ends the app.
    func pop()
    /// Asks for one redraw at the end of this turn.
    func setNeedsRedraw()
}
