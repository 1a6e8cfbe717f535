/// Module is responsible for __purpose__.
@MainActor
public protocol __Module__ModuleInput: AnyObject {
    /// Sets the module up before it is shown.
    func configureModule()
}
