/// What the root router drives: the root view, which keeps one navigation stack per tab.
@MainActor
protocol RootTransitionHandler: TransitionHandler {
    /// Makes the view the first module of the tab's stack, in the tab's slot.
    func embedModule(_ view: any ModuleView, inTab tab: RootTab)
}
