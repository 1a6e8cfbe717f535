/// Module is responsible for __purpose__.
@MainActor
protocol __Module__RouterInput: AnyObject {
    /// Goes back to the module below, freeing this one; on the first module of a tab, that quits.
    func closeCurrentModule()
}
