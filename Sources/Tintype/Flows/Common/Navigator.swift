/// What a module's view can ask of the container that holds it: a tab's navigation stack, or the
/// application's window for the root module.
@MainActor
public protocol Navigator: AnyObject {
    func push(_ view: any ModuleView)
    /// Takes the top module off and frees it. Closing the first module of a stack is the
    /// container's to decide (a tab's root closing quits the app).
    func pop()
    /// Asks for one redraw at the end of this turn.
    func setNeedsRedraw()
}
