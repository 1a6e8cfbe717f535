/// Module is responsible for the posts that quote one of mine, each opened as any post is.
@MainActor
public protocol QuotesModuleInput: AnyObject {
    /// The post whose quotes are listed.
    func configure(withPostId postId: String)
}
