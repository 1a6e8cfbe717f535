/// Module is responsible for my scheduled posts: when each goes out, cancelling one, taking one back to the composer.
@MainActor
public protocol ScheduledPostsModuleInput: AnyObject {}
