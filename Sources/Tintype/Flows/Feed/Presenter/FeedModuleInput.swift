/// Module is responsible for the home feed: the posts of the people the account follows.
@MainActor
public protocol FeedModuleInput: AnyObject {
    /// Names the instance, for the title and the status line, before the module is shown.
    func configure(withInstanceName instanceName: String)
}
