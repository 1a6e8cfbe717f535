/// Module is responsible for the timelines besides Home: this server's own posts, every post it knows, and my lists.
@MainActor
public protocol TimelineModuleInput: AnyObject {}
