/// Module is responsible for every version of my post, newest first, as it was edited.
@MainActor
protocol PostHistoryRouterInput: AnyObject {
    /// Goes back to the module below, freeing this one; on the first module of a tab, that quits.
    func closeCurrentModule()
}
