/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
protocol PostDetailRouterInput: AnyObject {
    /// Goes back to the module below, freeing this one.
    func closeCurrentModule()
}
