/// Builds the profile screen of an account, configured and ready to push. Routers that open
/// profiles take one; while there is no profile screen they are given nil and say so.
public typealias ProfileModuleFactory = @MainActor (_ accountId: String) -> any ModuleView
