/// What a router drives: the view of its module, held weakly, which opens and closes modules.
@MainActor
public protocol TransitionHandler: AnyObject {
    func openModule(_ view: any ModuleView)
    func closeCurrentModule()
}
