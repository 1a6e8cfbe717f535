/// Module is responsible for signing in to an instance, when Tintype has no account yet.
@MainActor
protocol SignInRouterInput: AnyObject {
    /// Goes back to the module below, freeing this one; on the first module of a tab, that quits.
    func closeCurrentModule()
}
