/// Module is responsible for my lists: made, renamed and taken down, and who is in each.
@MainActor
protocol MyListsRouterInput: AnyObject {
    /// Closes this module, back to the one under it.
    func closeCurrentModule()
}
