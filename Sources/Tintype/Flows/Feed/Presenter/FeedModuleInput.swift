/// Module is responsible for the home feed: the posts of the people the account follows.
///
/// The feed is the signed-in account's: there is nothing to configure before it is shown.
@MainActor
public protocol FeedModuleInput: AnyObject {}
