/// Module is responsible for finding people, hashtags and posts.
@MainActor
public protocol ExploreModuleInput: AnyObject {
    /// Sets the module up before it is shown.
    func configureModule()
}
